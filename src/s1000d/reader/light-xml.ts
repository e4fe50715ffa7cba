import { SaxesParser } from 'saxes';
import { DEFAULT_CSDB_LIMITS } from '../csdb/limits';
import { checkXmlShape } from '../csdb/xml-shape-guard';
import { extractDoctype, type Doctype } from '../xml/doctype';
import { DEFAULT_ENTITY_LIMITS, guardEntityExpansion } from '../xml/entity-guard';
import { refuseTooLarge } from '../xml/load-xml';
import { XmlLoadError } from '../xml/xml-load-error';

/** An element as the reader needs it: local name, attributes as written, children in order. */
export type LightElement = {
  name: string;
  attrs: Record<string, string>;
  children: LightNode[];
};
/** Text is a plain string: the reader never needs more from it. */
export type LightNode = LightElement | string;

export type LightDocument = {
  fileName: string;
  root: LightElement;
  doctype?: Doctype;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Parses XML into plain objects, for reading only. The reader runs in a Web Worker, where
 * there is no DOMParser and @xmldom/xmldom takes over a second for a 1 MB data module;
 * saxes reads it in tens of milliseconds (decision 330). The same guards as loadXml run
 * first: size, entity expansion, external entities, depth and element count.
 */
export function parseLightXml(
  input: string,
  options: { fileName?: string; maxChars?: number } = {},
): LightDocument {
  const fileName = options.fileName ?? '(unnamed)';
  refuseTooLarge(input, fileName, options.maxChars);
  const { text, doctype } = guarded(input, fileName);
  const { root } = parseTree(text, doctype, fileName, true);
  if (!root) throw new XmlLoadError('not-well-formed', `${fileName}: no root element.`);
  return doctype ? { fileName, root, doctype } : { fileName, root };
}

/**
 * The first part of a document (the start of its bytes, decision 1710), read as far as it
 * goes, through the same guards. An element still open where the part ends is kept, with
 * what closed inside it, only if `keepOpen` names it (a container of whole blocks: a section,
 * a list, a table body); any other is left out with all it holds, since it may be cut in
 * the middle of a sentence, a title or a row. Null when the part holds no root element yet,
 * its DOCTYPE is cut, or it cannot be read: the whole document's read then says why.
 */
export function parseLightXmlStart(
  input: string,
  keepOpen: ReadonlySet<string>,
  fileName = '(unnamed)',
): LightDocument | null {
  try {
    const { text, doctype } = guarded(input, fileName);
    if (!doctype && /^\s*(<\?[^]*?\?>\s*)?<!DOCTYPE/.test(text)) return null;
    const { root, open } = parseTree(text, doctype, fileName, false);
    if (!root) return null;
    const cut = open.findIndex((element) => !keepOpen.has(element.name));
    if (cut === 0) return null;
    if (cut > 0) {
      const parent = open[cut - 1]!;
      parent.children.splice(parent.children.lastIndexOf(open[cut]!), 1);
    }
    return doctype ? { fileName, root, doctype } : { fileName, root };
  } catch {
    return null;
  }
}

function guarded(input: string, fileName: string): { text: string; doctype?: Doctype } {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const doctype = extractDoctype(text);
  guardEntityExpansion(doctype, doctype ? text.slice(doctype.end) : text, DEFAULT_ENTITY_LIMITS);
  const shape = checkXmlShape(text, doctype, DEFAULT_CSDB_LIMITS);
  if (shape) {
    throw new XmlLoadError(
      shape.reason === 'too-deep' ? 'too-deep' : 'too-large',
      `${fileName}: ${shape.message}`,
    );
  }
  return doctype ? { text, doctype } : { text };
}

/** The tree, and the elements still open where the text ends (none once `whole` is closed). */
function parseTree(
  text: string,
  doctype: Doctype | undefined,
  fileName: string,
  whole: boolean,
): { root: LightElement | undefined; open: LightElement[] } {
  const parser = new SaxesParser({ xmlns: false, position: false });
  for (const entity of doctype?.entities ?? []) {
    if (!entity.parameter && entity.value !== undefined)
      parser.ENTITIES[entity.name] = entity.value;
  }
  const stack: LightElement[] = [];
  let root: LightElement | undefined;
  parser.on('error', (error) => {
    throw new XmlLoadError('not-well-formed', `${fileName}: not well-formed XML: ${error.message}`);
  });
  parser.on('opentag', (tag) => {
    const element: LightElement = {
      name: localName(tag.name),
      attrs: tag.attributes,
      children: [],
    };
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else root = element;
    if (!tag.isSelfClosing) stack.push(element);
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) stack.pop();
  });
  const addText = (value: string) => {
    const parent = stack[stack.length - 1];
    if (!parent) return;
    const last = parent.children.length - 1;
    if (typeof parent.children[last] === 'string') parent.children[last] += value;
    else parent.children.push(value);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(text);
  if (whole) parser.close();
  return { root, open: stack };
}

/** Child elements, optionally of one local name. */
export function kids(el: LightElement | undefined, name?: string): LightElement[] {
  if (!el) return [];
  const out: LightElement[] = [];
  for (const child of el.children) {
    if (typeof child !== 'string' && (name === undefined || child.name === name)) out.push(child);
  }
  return out;
}

export function kid(el: LightElement | undefined, name: string): LightElement | undefined {
  if (!el) return undefined;
  for (const child of el.children) {
    if (typeof child !== 'string' && child.name === name) return child;
  }
  return undefined;
}

/** First descendant (document order) with one of the names. */
export function find(
  el: LightElement | undefined,
  names: readonly string[],
): LightElement | undefined {
  if (!el) return undefined;
  for (const child of el.children) {
    if (typeof child === 'string') continue;
    if (names.includes(child.name)) return child;
    const found = find(child, names);
    if (found) return found;
  }
  return undefined;
}

/** Every descendant with the name, in document order. */
export function findAll(el: LightElement | undefined, name: string, out: LightElement[] = []) {
  if (!el) return out;
  for (const child of el.children) {
    if (typeof child === 'string') continue;
    if (child.name === name) out.push(child);
    findAll(child, name, out);
  }
  return out;
}

/** Text content with whitespace runs collapsed, as S1000D titles are displayed. */
export function textOfLight(el: LightNode | undefined): string {
  return rawText(el).replace(/\s+/g, ' ').trim();
}

function rawText(node: LightNode | undefined): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node;
  let text = '';
  for (const child of node.children) text += rawText(child);
  return text;
}
