import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { escapeXml } from '../xml/write-markup';
import { calsTable } from './html-cals-table';
import {
  attrOf,
  childrenOf,
  elementsOf,
  inlineXml,
  isElement,
  plainText,
  type HtmlNode,
} from './html-inline';

/** An image a section shows: its ICN, where it came from, and its bytes when embedded. */
export type SectionImage = {
  icn: string;
  alt: string;
  src: string;
  /** The embedded image's media type ("image/png"), when it is a data URI. */
  mediaType?: string;
  bytes?: Uint8Array;
};
/** One heading's section: its title and its content as S1000D markup (levelledPara children). */
export type HtmlSection = { title: string; bodyXml: string; images: SectionImage[] };

const HEADING = /^h([1-6])$/;
/** S1000D nests levelled paragraphs five deep; deeper headings become bold paragraphs. */
const MAX_DEPTH = 5;
const DATA_URI = /^data:([a-z]+\/[a-z0-9.+-]+);base64,(.*)$/is;

/** The top heading level the document uses (h1 if any, else h2 …); sections split there. */
function topLevel(root: HtmlNode): number {
  let top = 7;
  const walk = (n: HtmlNode) => {
    const m = isElement(n) ? HEADING.exec(n.tagName) : null;
    if (m) top = Math.min(top, Number(m[1]));
    childrenOf(n).forEach(walk);
  };
  walk(root);
  return top;
}

/** A list as an S1000D list; a list nested in an item goes inside that item's para. */
function listXml(list: T.Element): string {
  const name = list.tagName === 'ul' ? 'randomList' : 'sequentialList';
  const items = elementsOf(list)
    .filter((k) => k.tagName === 'li')
    .map((li) => {
      const nested = elementsOf(li)
        .filter((k) => k.tagName === 'ul' || k.tagName === 'ol')
        .map(listXml)
        .join('');
      return `<listItem><para>${inlineXml(li)}${nested}</para></listItem>`;
    });
  return items.length ? `<${name}>${items.join('')}</${name}>` : '';
}

/** Every img under a node (images in table cells and list items become figures after them). */
function imagesUnder(n: HtmlNode): T.Element[] {
  return elementsOf(n).flatMap((k) => (k.tagName === 'img' ? [k] : imagesUnder(k)));
}

type Level = { heading: number; parts: string[] };

/**
 * Splits an HTML document on its top-level headings into sections, as S1000D markup: p → para
 * (bold and italic as emphasis), ul/ol → randomList/sequentialList (inside a para, where
 * S1000D puts lists), table → a CALS table, img → a figure whose graphic names an ICN, and
 * lower headings → levelled paragraphs nested as the headings are. Text before the first
 * heading is its own "Introduction".
 */
export function splitHtml(html: string, icnCode: (n: number) => string): HtmlSection[] {
  const doc = parse(html);
  const top = topLevel(doc);
  const sections: HtmlSection[] = [];
  let title: string | null = null;
  let stack: Level[] = [];
  let images: SectionImage[] = [];
  let icns = 0;

  const close = (to: number) => {
    while (stack.length > to) {
      const done = stack.pop()!;
      stack.at(-1)!.parts.push(`<levelledPara>${done.parts.join('')}</levelledPara>`);
    }
  };
  const flush = () => {
    close(1);
    if (title !== null && stack[0]!.parts.length)
      sections.push({ title, bodyXml: stack[0]!.parts.join(''), images });
  };
  const start = (heading: string) => {
    flush();
    title = heading || 'Untitled';
    stack = [{ heading: top, parts: [] }];
    images = [];
  };
  const out = (xml: string) => {
    if (title === null) start('Introduction');
    stack.at(-1)!.parts.push(xml);
  };
  const figure = (img: T.Element) => {
    const icn = icnCode(++icns);
    const src = attrOf(img, 'src');
    const data = DATA_URI.exec(src);
    const alt = attrOf(img, 'alt').replace(/\s+/g, ' ').trim();
    const image: SectionImage = { icn, alt, src: data ? 'embedded' : src };
    if (data) {
      image.mediaType = data[1]!.toLowerCase();
      image.bytes = Uint8Array.from(atob(data[2]!.replace(/\s+/g, '')), (c) => c.charCodeAt(0));
    }
    out(
      `<figure><title>${escapeXml(alt) || 'Figure'}</title><graphic infoEntityIdent="${icn}"/></figure>`,
    );
    images.push(image);
  };
  const heading = (level: number, text: string) => {
    if (level <= top) return start(text);
    if (title === null) start('Introduction');
    while (stack.length > 1 && stack.at(-1)!.heading >= level) close(stack.length - 1);
    if (stack.length >= MAX_DEPTH)
      return out(`<para><emphasis>${escapeXml(text)}</emphasis></para>`);
    stack.push({ heading: level, parts: [`<title>${escapeXml(text)}</title>`] });
  };

  const block = (n: HtmlNode) => {
    if (!isElement(n)) {
      if (n.nodeName !== '#text') return childrenOf(n).forEach(block);
      const text = inlineXml(n);
      if (text) out(`<para>${text}</para>`);
      return;
    }
    const m = HEADING.exec(n.tagName);
    if (m) return heading(Number(m[1]), plainText(n));
    switch (n.tagName) {
      case 'p': {
        const text = inlineXml(n);
        if (text) out(`<para>${text}</para>`);
        imagesUnder(n).forEach(figure);
        return;
      }
      case 'ul':
      case 'ol': {
        const list = listXml(n);
        if (list) out(`<para>${list}</para>`);
        imagesUnder(n).forEach(figure);
        return;
      }
      case 'table': {
        const table = calsTable(n);
        if (table) out(table);
        imagesUnder(n).forEach(figure);
        return;
      }
      case 'img':
        return figure(n);
      case 'script':
      case 'style':
      case 'head':
        return;
      default:
        childrenOf(n).forEach(block);
    }
  };
  block(doc);
  flush();
  return sections;
}
