import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';
import { escapeXml } from '../xml/write-markup';

/** An image a section shows: its ICN, where it came from, and its bytes when embedded. */
export type SectionImage = {
  icn: string;
  alt: string;
  src: string;
  bytes?: Uint8Array;
  extension?: string;
};
/** One heading's section: its title and its content as S1000D markup (levelledPara children). */
export type HtmlSection = { title: string; bodyXml: string; images: SectionImage[] };

type Node = T.ChildNode | T.ParentNode;
const isElement = (n: Node): n is T.Element => 'tagName' in n;
const kids = (n: Node): Node[] => ('childNodes' in n ? (n.childNodes as Node[]) : []);
const text = (n: Node): string =>
  'value' in n && n.nodeName === '#text' ? (n as T.TextNode).value : kids(n).map(text).join('');
const clean = (s: string) => escapeXml(s.replace(/\s+/g, ' ').trim());
const HEADING = /^h([1-6])$/;

/** The top heading level the document uses (h1 if any, else h2 …); sections split there. */
function topLevel(root: Node): number {
  let top = 7;
  const walk = (n: Node) => {
    if (isElement(n)) {
      const m = HEADING.exec(n.tagName);
      if (m) top = Math.min(top, Number(m[1]));
    }
    kids(n).forEach(walk);
  };
  walk(root);
  return top;
}

const DATA_URI = /^data:image\/([a-z+]+);base64,(.*)$/i;

/**
 * Splits an HTML document on its top-level headings into sections, as S1000D markup: p → para,
 * ul/ol → randomList/sequentialList (inside a para, where S1000D puts lists), table → a CALS
 * table (thead from th rows), img → a figure whose graphic names an ICN, and lower headings →
 * nested levelled paragraphs. Text before the first heading is its own "Introduction".
 */
export function splitHtml(html: string, icnCode: (n: number) => string): HtmlSection[] {
  const doc = parse(html);
  const level = topLevel(doc);
  const sections: HtmlSection[] = [];
  let current: {
    title: string;
    parts: string[];
    sub: string[] | null;
    images: SectionImage[];
  } | null = null;
  const flushSub = () => {
    if (current?.sub) current.parts.push(`<levelledPara>${current.sub.join('')}</levelledPara>`);
    if (current) current.sub = null;
  };
  const flush = () => {
    flushSub();
    if (current && current.parts.length)
      sections.push({
        title: current.title,
        bodyXml: current.parts.join(''),
        images: current.images,
      });
  };
  const out = (xml: string) => {
    current ??= { title: 'Introduction', parts: [], sub: null, images: [] };
    (current.sub ?? current.parts).push(xml);
  };
  let icns = 0;
  const block = (n: Node) => {
    if (!isElement(n)) {
      const t = clean(text(n));
      if (t) out(`<para>${t}</para>`);
      return;
    }
    const m = HEADING.exec(n.tagName);
    if (m && Number(m[1]) <= level) {
      flush();
      current = { title: clean(text(n)), parts: [], sub: null, images: [] };
      return;
    }
    if (m) {
      flushSub();
      current ??= { title: 'Introduction', parts: [], sub: null, images: [] };
      current.sub = [`<title>${clean(text(n))}</title>`];
      return;
    }
    switch (n.tagName) {
      case 'p': {
        kids(n)
          .filter(isElement)
          .filter((k) => k.tagName === 'img')
          .forEach(block);
        const t = clean(text(n));
        if (t) out(`<para>${t}</para>`);
        return;
      }
      case 'ul':
      case 'ol': {
        const list = n.tagName === 'ul' ? 'randomList' : 'sequentialList';
        const items = kids(n)
          .filter(isElement)
          .filter((k) => k.tagName === 'li')
          .map((li) => `<listItem><para>${clean(text(li))}</para></listItem>`);
        if (items.length) out(`<para><${list}>${items.join('')}</${list}></para>`);
        return;
      }
      case 'table':
        out(calsTable(n));
        return;
      case 'img': {
        const attr = (name: string) => n.attrs.find((a) => a.name === name)?.value ?? '';
        const icn = icnCode(++icns);
        const data = DATA_URI.exec(attr('src'));
        const image: SectionImage = { icn, alt: attr('alt'), src: data ? 'embedded' : attr('src') };
        if (data) {
          image.extension =
            data[1]!.toLowerCase() === 'jpeg' ? 'jpg' : data[1]!.toLowerCase().replace('+xml', '');
          image.bytes = Uint8Array.from(atob(data[2]!), (c) => c.charCodeAt(0));
        }
        out(
          `<figure><title>${clean(image.alt) || 'Figure'}</title><graphic infoEntityIdent="${icn}"/></figure>`,
        );
        current!.images.push(image);
        return;
      }
      default:
        kids(n).forEach(block);
    }
  };
  const body = kids(doc)
    .filter(isElement)
    .flatMap((html) => kids(html))
    .find((n) => isElement(n) && n.tagName === 'body');
  kids(body ?? doc).forEach(block);
  flush();
  return sections;
}

/** A CALS table from an HTML table: one tgroup, thead from rows of th, the rest tbody. */
function calsTable(table: T.Element): string {
  const rows: T.Element[] = [];
  const walk = (n: Node) => {
    if (isElement(n) && n.tagName === 'tr') rows.push(n);
    else kids(n).forEach(walk);
  };
  walk(table);
  const cells = (tr: T.Element) =>
    kids(tr)
      .filter(isElement)
      .filter((c) => c.tagName === 'td' || c.tagName === 'th');
  const cols = Math.max(1, ...rows.map((r) => cells(r).length));
  const row = (tr: T.Element) =>
    `<row>${cells(tr)
      .map((c) => `<entry><para>${clean(text(c))}</para></entry>`)
      .join('')}</row>`;
  const head = rows.filter((r) => cells(r).every((c) => c.tagName === 'th'));
  const bodyRows = rows.filter((r) => !head.includes(r));
  const thead = head.length ? `<thead>${head.map(row).join('')}</thead>` : '';
  const tbody = `<tbody>${(bodyRows.length ? bodyRows : head).map(row).join('')}</tbody>`;
  return `<table><tgroup cols="${cols}">${thead}${tbody}</tgroup></table>`;
}
