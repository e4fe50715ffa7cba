import { escapeXml } from '../xml/write-markup';

/** The internalRefTargetType of each element an internalRef may point at (Chap 3.9.5.2.1.2). */
const TARGET_TYPES: Record<string, string> = {
  figure: 'irtt01',
  figureAlts: 'irtt01',
  table: 'irtt02',
  multimedia: 'irtt03',
  supplyDescr: 'irtt04',
  supplyRqmtDescr: 'irtt04',
  supportEquipDescr: 'irtt05',
  spareDescr: 'irtt06',
  levelledPara: 'irtt07',
  proceduralStep: 'irtt08',
  isolationStep: 'irtt08',
  isolationProcedureEnd: 'irtt08',
  graphic: 'irtt09',
  multimediaObject: 'irtt10',
  hotspot: 'irtt11',
  parameter: 'irtt12',
  zoneRef: 'irtt13',
  workLocation: 'irtt14',
  sbMaterialSet: 'irtt15',
  accessPointRef: 'irtt16',
};

/**
 * An internalRef to an id, with the target type the BREX expects of that element (the
 * default BREX refuses irtt01 to anything but a figure, and so on); none for other elements.
 */
export function internalRefMarkup(target: { id: string; element: string }): string {
  const type = TARGET_TYPES[target.element];
  return `<internalRef internalRefId="${escapeXml(target.id)}"${type ? ` internalRefTargetType="${type}"` : ''}/>`;
}

const TOKEN =
  /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>|<\/?[A-Za-z_][^>]*>/g;

/** The start tag of the element the offset is in (its range in the text), or null outside the root. */
export function enclosingStartTag(
  text: string,
  offset: number,
): { from: number; to: number } | null {
  const open: { from: number; to: number }[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m && m.index < offset; m = TOKEN.exec(text)) {
    const tag = m[0];
    const end = m.index + tag.length;
    // The cursor inside a start tag: that element; inside a comment, PI or end tag: none.
    if (end > offset) return /^<[A-Za-z_]/.test(tag) ? { from: m.index, to: end } : null;
    if (tag.startsWith('</')) open.pop();
    else if (/^<[A-Za-z_]/.test(tag) && !tag.endsWith('/>')) open.push({ from: m.index, to: end });
  }
  return open.at(-1) ?? null;
}

/**
 * Sets an attribute on the element the cursor is in (its value replaced if it has one),
 * as an author choosing "applicability" for the element they are writing expects; the rest
 * of the text is unchanged. Null when the cursor is outside every element.
 */
export function setAttributeAt(
  text: string,
  offset: number,
  name: string,
  value: string,
): { text: string; element: string } | null {
  const tag = enclosingStartTag(text, offset);
  if (!tag) return null;
  const markup = text.slice(tag.from, tag.to);
  const element = /^<([^\s/>]+)/.exec(markup)![1]!;
  const existing = new RegExp(`(\\s${name}\\s*=\\s*)("[^"]*"|'[^']*')`).exec(markup);
  const updated = existing
    ? markup.slice(0, existing.index) +
      `${existing[1]}"${escapeXml(value)}"` +
      markup.slice(existing.index + existing[0].length)
    : markup.replace(/\s*(\/?>)$/, ` ${name}="${escapeXml(value)}"$1`);
  return { text: text.slice(0, tag.from) + updated + text.slice(tag.to), element };
}
