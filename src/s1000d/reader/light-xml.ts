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
  parser.write(text).close();
  if (!root) throw new XmlLoadError('not-well-formed', `${fileName}: no root element.`);
  return doctype ? { fileName, root, doctype } : { fileName, root };
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
