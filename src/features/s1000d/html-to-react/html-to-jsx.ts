import { parse, parseFragment, type DefaultTreeAdapterTypes, type ParserError } from 'parse5';
import { propNameOf, VOID_ELEMENTS } from './jsx-attributes.ts';
import { structureWarnings } from './structure-warnings.ts';
import { parseInlineStyle, styleObjectSource } from './style-object.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Something the user should know about the input: where, and what. */
export type JsxWarning = { line: number; column: number; message: string };
export type JsxOptions = { componentName?: string };
export type JsxResult = { jsx: string; warnings: JsxWarning[]; roots: number };

/** HTML's own whitespace: a no-break space is text, not layout. */
const WS = /[ \t\n\f\r]+/g;
/** Collapses HTML whitespace to single spaces and trims it (String.trim would eat no-break spaces). */
const squash = (text: string) => text.replace(WS, ' ').replace(/^ | $/g, '');
const SVG_NS = 'http://www.w3.org/2000/svg';
const INDENT = '  ';
const ONE_LINE = 100;
/** Elements around which a line break in the source is layout, not a space in the text. */
const BLOCKS = new Set(
  'address article aside blockquote body dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/** The parse errors authors meet most, in plain words; others read from their code. */
const PARSE_ERROR_TEXT: Readonly<Record<string, string>> = {
  'duplicate-attribute': 'An attribute is given twice; the first value was kept.',
  'eof-in-tag': 'The HTML ends inside a tag.',
  'eof-in-comment': 'The HTML ends inside a comment.',
  'missing-whitespace-between-attributes': 'Two attributes have no space between them.',
  'unknown-named-character-reference':
    'An unknown character reference (such as &foo;) was kept as text.',
  'missing-semicolon-after-character-reference': 'A character reference has no closing semicolon.',
};

/** A parse5 error code as a sentence: "eof-in-doctype" → "Eof in doctype." */
function describeParseError(code: string): string {
  if (PARSE_ERROR_TEXT[code]) return PARSE_ERROR_TEXT[code];
  const words = code.replace(/-/g, ' ');
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
}

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/{/g, '&#123;')
    .replace(/}/g, '&#125;')
    .replace(/\u00a0/g, '&nbsp;');
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const isElement = (node: Node): node is Element => 'tagName' in node;
const isText = (node: Node): node is DefaultTreeAdapterTypes.TextNode => node.nodeName === '#text';
const isComment = (node: Node): node is DefaultTreeAdapterTypes.CommentNode =>
  node.nodeName === '#comment';

class Converter {
  readonly warnings: JsxWarning[] = [];

  warn(node: Node, message: string) {
    const at = node.sourceCodeLocation;
    this.warnings.push({ line: at?.startLine ?? 0, column: at?.startCol ?? 0, message });
  }

  childrenOf(element: Element): Node[] {
    return element.tagName === 'template'
      ? (element as DefaultTreeAdapterTypes.Template).content.childNodes
      : element.childNodes;
  }

  attributes(element: Element): string[] {
    const inSvg = element.namespaceURI === SVG_NS;
    const props: string[] = [];
    for (const { name, value, prefix } of element.attrs) {
      const full = prefix ? `${prefix}:${name}` : name;
      const prop = propNameOf(full, inSvg);
      if (prop.kind === 'invalid') {
        this.warn(
          element,
          `The attribute "${full}" on <${element.tagName}> is not valid in JSX and was left out.`,
        );
        continue;
      }
      if (prop.kind === 'event') {
        this.warn(
          element,
          `The inline handler ${full}="${value}" on <${element.tagName}> was left out: React needs a function for ${prop.name}.`,
        );
        continue;
      }
      if (prop.name === 'style') {
        const { entries, unreadable } = parseInlineStyle(value);
        for (const bad of unreadable)
          this.warn(element, `The style declaration "${bad}" could not be read and was left out.`);
        if (entries.length > 0) props.push(`style=${styleObjectSource(entries)}`);
        continue;
      }
      // An uncontrolled form field keeps its initial value; `value` alone would freeze it.
      const propName =
        element.tagName === 'input' && (prop.name === 'value' || prop.name === 'checked')
          ? `default${prop.name[0]!.toUpperCase()}${prop.name.slice(1)}`
          : prop.name;
      if (prop.boolean && (value === '' || value.toLowerCase() === full.toLowerCase())) {
        props.push(propName);
      } else props.push(`${propName}="${escapeAttribute(value)}"`);
    }
    if (element.tagName === 'textarea') {
      const text = element.childNodes
        .filter(isText)
        .map((t) => t.value)
        .join('');
      if (text) props.push(`defaultValue={${JSON.stringify(text)}}`);
    }
    return props;
  }

  openTag(element: Element, selfClosing: boolean): string {
    const name = element.tagName;
    const props = this.attributes(element);
    const inside = [name, ...props].join(' ');
    return selfClosing ? `<${inside} />` : `<${inside}>`;
  }

  /** Content whose whitespace matters (pre), on one line with nothing added. */
  inline(node: Node): string {
    if (isText(node)) return node.value ? `{${JSON.stringify(node.value)}}` : '';
    if (isComment(node)) return '';
    if (!isElement(node)) return '';
    const children = this.childrenOf(node);
    if (VOID_ELEMENTS.has(node.tagName) || children.length === 0) return this.openTag(node, true);
    return `${this.openTag(node, false)}${children.map((c) => this.inline(c)).join('')}</${node.tagName}>`;
  }

  /** The lines of one node at `depth`, or none when it renders nothing. */
  lines(node: Node, depth: number): string[] {
    const pad = INDENT.repeat(depth);
    if (isComment(node)) return [`${pad}{/* ${node.data.trim().replace(/\*\//g, '* /')} */}`];
    if (isText(node)) {
      const text = squash(node.value);
      return text ? [`${pad}${escapeText(text)}`] : [];
    }
    if (!isElement(node)) return [];
    const tag = node.tagName;
    if (tag === 'script') {
      this.warn(node, 'A <script> was left out: React does not run scripts written in JSX.');
      return [];
    }
    if (tag === 'pre' || tag === 'style') return [`${pad}${this.inline(node)}`];
    const children = tag === 'textarea' ? [] : this.childrenOf(node);
    if (VOID_ELEMENTS.has(tag) || children.length === 0)
      return [`${pad}${this.openTag(node, true)}`];

    const open = this.openTag(node, false);
    const only = children.length === 1 ? children[0]! : null;
    if (only && isText(only)) {
      const text = escapeText(squash(only.value));
      const line = `${pad}${open}${text}</${tag}>`;
      if (line.length <= ONE_LINE || !text) return [line];
    }
    const body = this.childLines(children, depth + 1);
    if (body.length === 0) return [`${pad}${this.openTag(node, true)}`];
    return [`${pad}${open}`, ...body, `${pad}</${tag}>`];
  }

  /** Children on their own lines; a space that separates words or inline elements stays, as {" "}. */
  childLines(children: readonly Node[], depth: number): string[] {
    const pad = INDENT.repeat(depth);
    const space = `${pad}{" "}`;
    const out: string[] = [];
    children.forEach((child, i) => {
      if (!isText(child)) {
        out.push(...this.lines(child, depth));
        return;
      }
      const before = children[i - 1];
      const after = children[i + 1];
      const layout = (neighbour: Node | undefined, ws: string) =>
        !neighbour ||
        (ws.includes('\n') && (!isElement(neighbour) || BLOCKS.has(neighbour.tagName)));
      const value = child.value;
      const text = squash(value);
      const lead = /^[ \t\n\f\r]+/.exec(value)?.[0] ?? '';
      const trail = /[ \t\n\f\r]+$/.exec(value)?.[0] ?? '';
      if (!text) {
        if (lead && !layout(before, lead) && !layout(after, lead)) out.push(space);
        return;
      }
      if (lead && !layout(before, lead)) out.push(space);
      out.push(`${pad}${escapeText(text)}`);
      if (trail && !layout(after, trail)) out.push(space);
    });
    return out;
  }
}

/** The nodes that become JSX: a fragment's, or a whole document's body. */
function rootsOf(
  html: string,
  converter: Converter,
  onParseError: (e: ParserError) => void,
): { roots: Node[]; parsed: Node[] } {
  const options = { sourceCodeLocationInfo: true, onParseError };
  if (!/^\s*(<!--[\s\S]*?-->\s*)*(<!doctype|<html[\s>])/i.test(html)) {
    const roots = parseFragment(html, options).childNodes;
    return { roots, parsed: roots };
  }
  const document = parse(html, options);
  const htmlElement = document.childNodes.find(isElement);
  const head = htmlElement?.childNodes.find((n) => isElement(n) && n.tagName === 'head');
  const body = htmlElement?.childNodes.find((n) => isElement(n) && n.tagName === 'body');
  if (head && isElement(head) && head.childNodes.some(isElement)) {
    converter.warn(head, 'The document <head> was left out: only the body becomes JSX.');
  }
  return { roots: body && isElement(body) ? body.childNodes : [], parsed: document.childNodes };
}

/** Why a component name cannot be used, or null when it can. */
export function componentNameError(name: string): string | null {
  if (!name) return 'Enter a component name.';
  return /^[A-Z][A-Za-z0-9]*$/.test(name)
    ? null
    : 'A component name starts with a capital letter and has only letters and digits, e.g. ManualPage.';
}

/** Pasted HTML as JSX: React prop names, style objects, closed void elements, a Fragment around several roots. */
export function htmlToJsx(html: string, options: JsxOptions = {}): JsxResult {
  const converter = new Converter();
  const parseWarnings: JsxWarning[] = [];
  const { roots, parsed } = rootsOf(html, converter, (e) => {
    // A self-closed HTML element is reported, more plainly, by structureWarnings.
    if (e.code === 'non-void-html-element-start-tag-with-trailing-solidus') return;
    parseWarnings.push({
      line: e.startLine,
      column: e.startCol,
      message: describeParseError(e.code),
    });
  });
  parseWarnings.push(...structureWarnings(html, parsed));
  const name = options.componentName;
  const depth = name ? 2 : 0;
  const rendered = roots
    .filter((n) => !(isText(n) && !squash(n.value)))
    .map((n) => converter.lines(n, depth + 1))
    .filter((lines) => lines.length > 0);
  let body: string[];
  if (rendered.length === 0) body = [];
  else if (rendered.length === 1) body = rendered[0]!.map((l) => l.slice(INDENT.length));
  else body = [`${INDENT.repeat(depth)}<>`, ...rendered.flat(), `${INDENT.repeat(depth)}</>`];
  let jsx = body.join('\n');
  if (name && body.length > 0) {
    jsx = [`export function ${name}() {`, '  return (', jsx, '  );', '}', ''].join('\n');
  }
  const warnings = [...parseWarnings, ...converter.warnings].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  return { jsx, warnings, roots: rendered.length };
}
