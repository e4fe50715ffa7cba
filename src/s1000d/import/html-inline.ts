import type { DefaultTreeAdapterTypes as T } from 'parse5';
import { escapeXml } from '../xml/write-markup';

export type HtmlNode = T.ChildNode | T.ParentNode;

export const isElement = (n: HtmlNode): n is T.Element => 'tagName' in n;
export const childrenOf = (n: HtmlNode): HtmlNode[] =>
  'childNodes' in n ? (n.childNodes as HtmlNode[]) : [];
export const elementsOf = (n: HtmlNode): T.Element[] => childrenOf(n).filter(isElement);
export const attrOf = (n: T.Element, name: string): string =>
  n.attrs.find((a) => a.name === name)?.value ?? '';

/** The plain text under a node, whitespace collapsed. */
export function plainText(n: HtmlNode): string {
  const walk = (m: HtmlNode): string =>
    m.nodeName === '#text' ? (m as T.TextNode).value : childrenOf(m).map(walk).join('');
  return walk(n).replace(/\s+/g, ' ').trim();
}

/** Elements that are blocks of their own: inline text stops at them. */
export const BLOCKS = new Set(['p', 'ul', 'ol', 'table', 'img', 'div', 'blockquote', 'pre']);
const BOLD = new Set(['b', 'strong']);
const ITALIC = new Set(['i', 'em']);

/**
 * A node's inline content as S1000D para text: bold as emphasis, italic as emphasis em02,
 * line breaks as spaces, everything else as its text. Nested blocks (a list in a list item)
 * are left to the caller.
 */
export function inlineXml(n: HtmlNode): string {
  const walk = (m: HtmlNode): string => {
    if (m.nodeName === '#text') return escapeXml((m as T.TextNode).value.replace(/\s+/g, ' '));
    if (!isElement(m)) return '';
    if (m.tagName === 'br') return ' ';
    if (BLOCKS.has(m.tagName) || /^h[1-6]$/.test(m.tagName)) {
      // A paragraph inside a table cell or list item is still that cell's text.
      return m.tagName === 'p' || m.tagName === 'div'
        ? ` ${childrenOf(m).map(walk).join('')} `
        : '';
    }
    const inner = childrenOf(m).map(walk).join('');
    if (!inner.trim()) return inner;
    if (BOLD.has(m.tagName)) return `<emphasis>${inner}</emphasis>`;
    if (ITALIC.has(m.tagName)) return `<emphasis emphasisType="em02">${inner}</emphasis>`;
    return inner;
  };
  return walk(n).replace(/ {2,}/g, ' ').replace(/^ | $/g, '');
}
