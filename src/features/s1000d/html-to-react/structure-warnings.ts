import type { DefaultTreeAdapterTypes } from 'parse5';
import { VOID_ELEMENTS } from './jsx-attributes.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;
export type StructureWarning = { line: number; column: number; message: string };

/** Elements whose end tag HTML lets an author leave out. */
const OPTIONAL_END = new Set(
  'body colgroup dd dt head html li optgroup option p rp rt tbody td tfoot th thead tr'.split(' '),
);
const HTML_NS = 'http://www.w3.org/1999/xhtml';
/** Elements whose text is not markup: an end tag written inside them is text. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed']);

function lineAndColumn(source: string, offset: number) {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * What the HTML parser mended silently: elements left open, and end tags that match nothing.
 * parse5 reports tokenizer errors only; these come from the tree and its source locations.
 */
export function structureWarnings(source: string, roots: readonly Node[]): StructureWarning[] {
  const warnings: StructureWarning[] = [];
  const usedEndTags = new Set<number>();
  const skipped: [number, number][] = [];
  const visit = (node: Node) => {
    const at = node.sourceCodeLocation;
    if (node.nodeName === '#comment' && at) skipped.push([at.startOffset, at.endOffset]);
    if (!('tagName' in node)) return;
    const location = node.sourceCodeLocation;
    if (location?.endTag) usedEndTags.add(location.endTag.startOffset);
    if (RAW_TEXT.has(node.tagName) && location)
      skipped.push([location.startOffset, location.endOffset]);
    const tag = node.tagName;
    const open = location?.startTag && !location.endTag;
    if (open && !VOID_ELEMENTS.has(tag) && !OPTIONAL_END.has(tag)) {
      const { startOffset, endOffset } = location.startTag!;
      const selfClosed = source.slice(startOffset, endOffset).endsWith('/>');
      // SVG and MathML elements may close themselves; only HTML ones stay open.
      if (selfClosed && node.namespaceURI !== HTML_NS) return visitChildren(node);
      warnings.push({
        line: location.startLine,
        column: location.startCol,
        message: selfClosed
          ? `<${tag}/> is not a void element in HTML: it stayed open and took the content after it.`
          : `<${tag}> has no end tag: it was closed where the parser had to.`,
      });
    }
    visitChildren(node);
  };
  const visitChildren = (node: DefaultTreeAdapterTypes.Element) => {
    const template = node.tagName === 'template';
    (template ? (node as DefaultTreeAdapterTypes.Template).content : node).childNodes.forEach(
      visit,
    );
  };
  roots.forEach(visit);

  for (const match of source.matchAll(/<\/([A-Za-z][\w:-]*)[^>]*>/g)) {
    const offset = match.index;
    if (usedEndTags.has(offset) || skipped.some(([from, to]) => offset >= from && offset < to))
      continue;
    const tag = match[1]!.toLowerCase();
    if (['html', 'head', 'body'].includes(tag)) continue;
    warnings.push({
      ...lineAndColumn(source, offset),
      message: `The end tag </${tag}> matches no open element and was ignored.`,
    });
  }
  return warnings;
}
