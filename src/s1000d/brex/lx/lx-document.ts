import { XmlLoadError } from '../../xml/xml-load-error';
import {
  allocBytes,
  allocString,
  cString,
  cStringEquals,
  i32,
  type Libxml2,
  u16,
  u32,
} from './libxml2';

/** A document parsed by libxml2; free() releases its wasm memory (nothing else does). */
export type LxDocument = {
  lx: Libxml2;
  pointer: number;
  fileName: string;
  free(): void;
};

// libxml2 structures on wasm32 (tree.h): the fields the engine reads.
export const NODE = {
  type: 4,
  name: 8,
  children: 12,
  parent: 20,
  next: 24,
  prev: 28,
  ns: 36,
  properties: 44,
  nsDef: 48,
  line: 56,
} as const;
export const NS = { next: 0, href: 8, prefix: 12 } as const;
export const ELEMENT = 1;
export const ATTRIBUTE = 2;
export const TEXT = 3;
export const CDATA = 4;
export const PI = 7;
export const COMMENT = 8;
export const DOCUMENT = 9;

/** libxml2 parser options: no network (as s1kd-brexcheck); depth and text limits stay on. */
const XML_PARSE_NONET = 2048;
const XML_ERR_ERROR = 2;
const XML_ERR_FATAL = 3;

type Diagnostic = { level: number; message: string; line: number };
let diagnostics: Diagnostic[] = [];
const handlers = new WeakMap<Libxml2, number>();

/** A structured error handler that collects libxml2's messages instead of printing them. */
export function errorHandler(lx: Libxml2): number {
  let handler = handlers.get(lx);
  if (handler === undefined) {
    // xmlStructuredErrorFunc(void *data, const xmlError *error); xmlError is
    // { domain, code, message, level, file, line, ... } on wasm32.
    handler = lx.addFunction((_data: number, error: number) => {
      diagnostics.push({
        message: cString(lx, u32(lx, error + 8)).trim(),
        level: i32(lx, error + 12),
        line: i32(lx, error + 20),
      });
    }, 'vii');
    handlers.set(lx, handler);
  }
  return handler;
}

/**
 * Parses XML with libxml2 exactly as s1kd-brexcheck reads objects (well-formedness and
 * namespace checks, no external DTD, default limits: 256 levels of nesting, 10 MB per text
 * node). Bytes are decoded by libxml2 from the BOM and encoding declaration; a string is
 * handed over as UTF-8. Throws XmlLoadError with the parser's first error and its line.
 */
export function parseLx(lx: Libxml2, input: Uint8Array | string, fileName: string): LxDocument {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const context = lx._xmlNewParserCtxt();
  if (!context) throw new XmlLoadError('too-large', `${fileName}: refused, out of memory.`);
  diagnostics = [];
  lx._xmlCtxtSetErrorHandler(context, errorHandler(lx), 0);
  let buffer = 0;
  let encoding = 0;
  let pointer = 0;
  try {
    buffer = allocBytes(lx, bytes);
    if (typeof input === 'string') encoding = allocString(lx, 'UTF-8');
    pointer = lx._xmlCtxtReadMemory(context, buffer, bytes.length, 0, encoding, XML_PARSE_NONET);
  } catch (error) {
    if (error instanceof RangeError || /memory/i.test(String(error)))
      throw new XmlLoadError(
        'too-large',
        `${fileName}: refused, the document needs more memory than the checker has.`,
      );
    throw error;
  } finally {
    if (buffer) lx._free(buffer);
    if (encoding) lx._free(encoding);
    lx._xmlFreeParserCtxt(context);
  }
  const fatal = diagnostics.find((d) => d.level >= XML_ERR_FATAL) ?? diagnostics[0];
  if (!pointer || !lx._xmlDocGetRootElement(pointer)) {
    if (pointer) lx._xmlFreeDoc(pointer);
    throw refusal(fileName, fatal);
  }
  let freed = false;
  return {
    lx,
    pointer,
    fileName,
    free() {
      if (!freed) lx._xmlFreeDoc(pointer);
      freed = true;
    },
  };
}

function refusal(fileName: string, diagnostic: Diagnostic | undefined): XmlLoadError {
  if (!diagnostic || diagnostic.level < XML_ERR_ERROR)
    return new XmlLoadError('not-well-formed', `${fileName}: not XML (no root element).`);
  if (/depth/i.test(diagnostic.message))
    return new XmlLoadError(
      'too-deep',
      `${fileName}: refused at line ${diagnostic.line}: elements are nested more than 256 deep (the limit s1kd-brexcheck's libxml2 also applies).`,
    );
  if (/huge|too long|too large|exceeds/i.test(diagnostic.message))
    return new XmlLoadError(
      'too-large',
      `${fileName}: refused at line ${diagnostic.line}: ${diagnostic.message}.`,
    );
  return new XmlLoadError(
    'not-well-formed',
    `${fileName}: not well-formed XML at line ${diagnostic.line}: ${diagnostic.message}.`,
  );
}

export const nodeType = (lx: Libxml2, node: number) => i32(lx, node + NODE.type);
export const nodeName = (lx: Libxml2, node: number) => cString(lx, u32(lx, node + NODE.name));
/** Whether a node's local name is name, without decoding it. */
export const nameIs = (lx: Libxml2, node: number, name: string) =>
  cStringEquals(lx, u32(lx, node + NODE.name), name);
export const parentOf = (lx: Libxml2, node: number) => u32(lx, node + NODE.parent);
export const nextOf = (lx: Libxml2, node: number) => u32(lx, node + NODE.next);
export const prevOf = (lx: Libxml2, node: number) => u32(lx, node + NODE.prev);
export const firstChildOf = (lx: Libxml2, node: number) => u32(lx, node + NODE.children);
export const rootOf = (doc: LxDocument) => doc.lx._xmlDocGetRootElement(doc.pointer);

/** Namespace prefix of an element or attribute; '' for none. */
export function prefixOf(lx: Libxml2, node: number): string {
  const ns = u32(lx, node + NODE.ns);
  return ns ? cString(lx, u32(lx, ns + NS.prefix)) : '';
}

export function hasNamespace(lx: Libxml2, node: number): boolean {
  return u32(lx, node + NODE.ns) !== 0;
}

/** xmlNodeGetContent: an attribute's value, an element's text, a text node's text. */
export function contentOf(lx: Libxml2, node: number): string {
  const pointer = lx._xmlNodeGetContent(node);
  const text = cString(lx, pointer);
  if (pointer) lx._free(pointer);
  return text;
}

export function* childElements(lx: Libxml2, node: number, name?: string): Generator<number> {
  for (let c = firstChildOf(lx, node); c; c = nextOf(lx, c)) {
    if (nodeType(lx, c) !== ELEMENT) continue;
    if (name === undefined || (nameIs(lx, c, name) && !hasNamespace(lx, c))) yield c;
  }
}

export function firstChildElement(lx: Libxml2, node: number, name: string): number {
  for (const c of childElements(lx, node, name)) return c;
  return 0;
}

/** The attribute node named name (any namespace, as xmlGetProp), or 0. */
export function attributeNode(lx: Libxml2, element: number, name: string): number {
  if (!element) return 0;
  for (let a = u32(lx, element + NODE.properties); a; a = nextOf(lx, a)) {
    if (nameIs(lx, a, name)) return a;
  }
  return 0;
}

/** xmlGetProp: the attribute's value, or undefined when it is absent. */
export function attribute(lx: Libxml2, element: number, name: string): string | undefined {
  const a = attributeNode(lx, element, name);
  return a ? contentOf(lx, a) : undefined;
}

/** The first of several attributes in document (attribute) order, as "@a|@b" selects. */
export function firstAttribute(
  lx: Libxml2,
  element: number,
  names: readonly string[],
): string | undefined {
  if (!element) return undefined;
  for (let a = u32(lx, element + NODE.properties); a; a = nextOf(lx, a)) {
    if (names.some((name) => nameIs(lx, a, name))) return contentOf(lx, a);
  }
  return undefined;
}

/** Namespace declarations in scope at node, as s1kd-brexcheck registers them for a rule. */
export function namespacesInScope(lx: Libxml2, node: number): Map<string, string> {
  const map = new Map<string, string>();
  // Registered from the node up to the root, each registration replacing the last: where a
  // prefix is declared twice, the outermost declaration wins (xmlXPathRegisterNs).
  for (let n = node; n && nodeType(lx, n) === ELEMENT; n = parentOf(lx, n)) {
    for (let ns = u32(lx, n + NODE.nsDef); ns; ns = u32(lx, ns + NS.next)) {
      const prefix = cString(lx, u32(lx, ns + NS.prefix));
      if (prefix) map.set(prefix, cString(lx, u32(lx, ns + NS.href)));
    }
  }
  return map;
}

const LINE_TYPES = new Set([ELEMENT, TEXT, COMMENT, PI]);

/** xmlGetLineNo: the line libxml2 recorded; an attribute has its element's line. */
export function lineOf(lx: Libxml2, node: number, depth = 0): number | undefined {
  if (!node || depth >= 5) return undefined;
  const type = nodeType(lx, node);
  if (LINE_TYPES.has(type)) return u16(lx, node + NODE.line) || undefined;
  const prev = prevOf(lx, node);
  if (prev && LINE_TYPES.has(nodeType(lx, prev))) return lineOf(lx, prev, depth + 1);
  const parent = parentOf(lx, node);
  if (parent && nodeType(lx, parent) === ELEMENT) return lineOf(lx, parent, depth + 1);
  return undefined;
}

/**
 * The node's XPath as s1kd-brexcheck writes it: /dmodule[1]/content[1]/para[2]/@id, the
 * position counting earlier siblings of the same type and (for elements) local name.
 */
export function xpathOf(lx: Libxml2, node: number): string {
  const steps: string[] = [];
  for (let n = node; n && nodeType(lx, n) !== DOCUMENT; n = parentOf(lx, n)) {
    const type = nodeType(lx, n);
    const prefix = type === ELEMENT || type === ATTRIBUTE ? prefixOf(lx, n) : '';
    const name =
      type === COMMENT
        ? 'comment()'
        : type === PI
          ? 'processing-instruction()'
          : type === TEXT
            ? 'text()'
            : nodeName(lx, n);
    const qualified = prefix ? `${prefix}:${name}` : name;
    if (type === ATTRIBUTE) {
      steps.push(`@${qualified}`);
      continue;
    }
    let position = 1;
    const own = type === ELEMENT ? nodeName(lx, n) : undefined;
    for (let s = prevOf(lx, n); s; s = prevOf(lx, s)) {
      if (nodeType(lx, s) === type && (own === undefined || nodeName(lx, s) === own)) position++;
    }
    steps.push(`${qualified}[${position}]`);
  }
  return `/${steps.reverse().join('/')}`;
}

/** Local names of every element and attribute in the document (for the rule pre-check). */
export function documentNames(doc: LxDocument): { elements: Set<string>; attributes: Set<string> } {
  const { lx } = doc;
  // Names are interned by libxml2's dictionary: collect pointers, decode each once.
  const elementNames = new Set<number>();
  const attributeNames = new Set<number>();
  const heap = () => lx.HEAP32;
  const stack: number[] = [rootOf(doc)];
  while (stack.length) {
    const element = stack.pop()!;
    const h = heap();
    elementNames.add(h[(element + NODE.name) >> 2]! >>> 0);
    for (let a = h[(element + NODE.properties) >> 2]! >>> 0; a; a = h[(a + NODE.next) >> 2]! >>> 0)
      attributeNames.add(h[(a + NODE.name) >> 2]! >>> 0);
    for (let c = h[(element + NODE.children) >> 2]! >>> 0; c; c = h[(c + NODE.next) >> 2]! >>> 0) {
      if (h[(c + NODE.type) >> 2] === ELEMENT) stack.push(c);
    }
  }
  const decode = (pointers: Set<number>) => new Set([...pointers].map((p) => cString(lx, p)));
  return { elements: decode(elementNames), attributes: decode(attributeNames) };
}
