import type { S1000dXml } from '../xml/load-xml';

/** What a piece of text is in the data module: it decides the word limit that applies. */
export type TextUnitKind = 'para' | 'step' | 'warning' | 'caution' | 'note';

export type TextUnit = {
  kind: TextUnitKind;
  /** The text with whitespace runs collapsed; spans of findings index into it. */
  text: string;
  line?: number;
  /** The id of the nearest element that has one, to jump to it. */
  id?: string;
};

/** Elements whose text is checked (4.x names and the 3.0 forms). */
const TEXT_ELEMENTS = new Set(['para', 'warningAndCautionPara', 'notePara', 'simplePara']);
/** Elements inside a paragraph whose text is a unit of its own, or no running text at all. */
const OWN_UNITS = new Set([
  ...TEXT_ELEMENTS,
  'randomList',
  'sequentialList',
  'definitionList',
  'attentionRandomList',
  'attentionSequentialList',
  'note',
  'warning',
  'caution',
  'footnote',
  'table',
  'figure',
]);
const KIND_OF_ANCESTOR: Record<string, TextUnitKind> = {
  warning: 'warning',
  caution: 'caution',
  note: 'note',
  proceduralStep: 'step',
  step: 'step',
  isolationStep: 'step',
  crewDrillStep: 'step',
};

function runningText(el: Element): string {
  let text = '';
  for (const child of Array.from(el.childNodes)) {
    if (child.nodeType === 3 || child.nodeType === 4) text += child.nodeValue ?? '';
    else if (child.nodeType === 1 && !OWN_UNITS.has((child as Element).localName))
      text += runningText(child as Element);
  }
  return text;
}

function kindOf(el: Element): TextUnitKind {
  for (let a = el.parentNode as Element | null; a && a.nodeType === 1; a = a.parentNode as Element)
    if (KIND_OF_ANCESTOR[a.localName]) return KIND_OF_ANCESTOR[a.localName]!;
  return 'para';
}

function idOf(el: Element): string | undefined {
  for (let a: Element | null = el; a && a.nodeType === 1; a = a.parentNode as Element | null) {
    const id = a.getAttribute('id');
    if (id) return id;
  }
  return undefined;
}

/**
 * The running text of a data module's content, one unit per paragraph, warning, caution,
 * note or step text; titles and the identification section are left out.
 */
export function textUnitsOf(object: S1000dXml): TextUnit[] {
  const content =
    object.document.getElementsByTagName('content')[0] ??
    object.document.getElementsByTagName('dmodule')[0];
  if (!content) return [];
  const units: TextUnit[] = [];
  const visit = (el: Element) => {
    if (TEXT_ELEMENTS.has(el.localName)) {
      const text = runningText(el).replace(/\s+/g, ' ').trim();
      if (text) {
        const line = object.lines.lineOf(el);
        const id = idOf(el);
        units.push({
          kind: kindOf(el),
          text,
          ...(line ? { line } : {}),
          ...(id ? { id } : {}),
        });
      }
    }
    for (const child of Array.from(el.childNodes))
      if (child.nodeType === 1) visit(child as Element);
  };
  visit(content);
  return units;
}
