import { upissue, type UpissueOptions } from '../csdb/lifecycle/upissue';
import { TextEditor } from '../csdb/lifecycle/text-edit';
import { readXmlText, writeXmlText } from '../csdb/lifecycle/xml-bytes';
import { loadXml, type S1000dXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { childElement, childElements, descendant, descendants, textOf } from '../xml/dom-query';
import { applicMarkup, type ApplicNode } from './applic-statement';

/** Where a statement goes: the whole object (dmStatus/applic), or one element of the content. */
export type ApplicTarget = { kind: 'object' } | { kind: 'element'; index: number; name: string };

/** An element of the content an author may annotate: its place in document order and a label. */
export type ApplicTargetChoice = {
  index: number;
  name: string;
  id?: string;
  applicRefId?: string;
  label: string;
};

// Elements that usually carry applicRefId in descriptive and procedural content.
const ANNOTATED = new Set([
  'levelledPara',
  'proceduralStep',
  'crewDrillStep',
  'para',
  'figure',
  'table',
  'row',
  'warning',
  'caution',
  'note',
  'listItem',
  'reqSupportEquip',
  'reqSupply',
  'reqSpare',
  'isolationStep',
  'faultIsolationProcedure',
]);
const SKIPPED = new Set(['referencedApplicGroup', 'refs', 'warningsAndCautions']);

/** The content elements a statement can be attached to, in document order. */
export function applicTargets(xml: S1000dXml): ApplicTargetChoice[] {
  const all = descendants(xml.document, '*');
  const content = childElement(xml.document.documentElement, 'content');
  if (!content) return [];
  const inContent = new Set<Element>();
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      if (SKIPPED.has(child.localName)) continue;
      inContent.add(child);
      walk(child);
    }
  };
  walk(content);
  return all.flatMap((el, index) => {
    if (!inContent.has(el) || !(ANNOTATED.has(el.localName) || el.hasAttribute('id'))) return [];
    const id = el.getAttribute('id') ?? undefined;
    const applicRefId = el.getAttribute('applicRefId') ?? undefined;
    const words = textOf(el).replace(/\s+/g, ' ').trim();
    const snippet = words.length > 70 ? `${words.slice(0, 70)}…` : words;
    return [
      {
        index,
        name: el.localName,
        ...(id ? { id } : {}),
        ...(applicRefId ? { applicRefId } : {}),
        label: `${el.localName}${id ? ` ${id}` : ''}: ${snippet}`,
      },
    ];
  });
}

export type WriteApplicOptions = Pick<UpissueOptions, 'date' | 'reasons'> & { parser?: XmlParser };

export type WrittenApplic = {
  bytes: Uint8Array;
  text: string;
  fileName: string;
  issue: string;
  /** The id of the new applic in referencedApplicGroup (element targets only). */
  applicId?: string;
};

/**
 * Writes a statement into an object and makes its next in-work issue (s1kd-upissue): as the
 * whole object's applic, or as a new applic of referencedApplicGroup (made when missing) with a
 * fresh id that the element's applicRefId points at. Everything else stays byte for byte.
 */
export function writeApplic(
  bytes: Uint8Array,
  statement: ApplicNode,
  displayText: string,
  target: ApplicTarget,
  options: WriteApplicOptions = {},
): WrittenApplic {
  const source = readXmlText(bytes);
  const xml = loadXml(source.text, options.parser ? { parser: options.parser } : {});
  const edit = new TextEditor(xml);
  let element: Element | undefined;
  if (target.kind === 'element') {
    element = descendants(xml.document, '*')[target.index];
    if (!element || element.localName !== target.name)
      throw new Error(
        `The object has changed: element ${target.index + 1} is not a ${target.name}.`,
      );
  }
  const applicId = placeApplic(xml, edit, statement, displayText, element);
  const edited = writeXmlText(source, edit.result());
  const next = upissue(edited, {
    ...(options.parser ? { parser: options.parser } : {}),
    ...(options.date ? { date: options.date } : {}),
    ...(options.reasons ? { reasons: options.reasons } : {}),
  });
  const issue = next.issueInfo ? `${next.issueInfo.issueNumber}-${next.issueInfo.inWork}` : '';
  return {
    bytes: next.bytes,
    text: next.text,
    fileName: next.fileName,
    issue,
    ...(applicId ? { applicId } : {}),
  };
}

/**
 * Puts a statement in place, on the text: the whole object's applic (no element), or a new
 * applic of referencedApplicGroup (made, before the first content element after refs and
 * warnings and cautions, when missing) that the element's applicRefId points at (its id).
 */
export function placeApplic(
  xml: S1000dXml,
  edit: TextEditor,
  statement: ApplicNode,
  displayText: string,
  element?: Element,
): string | undefined {
  const root = xml.document.documentElement;
  if (!element) {
    const status = descendant(root, ['dmStatus', 'pmStatus']);
    const applic = childElement(status, 'applic');
    if (!applic) throw new Error('The object has no applic in its status section to replace.');
    edit.replaceContent(
      applic,
      applicMarkup(statement, displayText).replace(/^<applic>|<\/applic>$/g, ''),
    );
    return undefined;
  }
  const content = childElement(root, 'content');
  if (!content) throw new Error('The object has no content to annotate.');
  const applicId = freshId(xml);
  const markup = applicMarkup(statement, displayText, applicId);
  const group = childElement(content, 'referencedApplicGroup');
  if (group) edit.append(group, markup);
  else {
    const before = childElements(content).find((c) => !BEFORE_GROUP.includes(c.localName));
    const wrapped = `<referencedApplicGroup>${markup}</referencedApplicGroup>`;
    if (before) edit.insertBefore(before, `${wrapped}\n`);
    else edit.append(content, wrapped);
  }
  edit.setAttributes(element, { applicRefId: applicId });
  return applicId;
}

const BEFORE_GROUP = ['refs', 'warningsAndCautions', 'warningsAndCautionsRef'];

/**
 * The innermost content element whose text holds the offset (an author's cursor), outside
 * refs, warnings and cautions and the applicability group; undefined elsewhere.
 */
export function contentElementAt(
  xml: S1000dXml,
  edit: TextEditor,
  offset: number,
): Element | undefined {
  const content = childElement(xml.document.documentElement, 'content');
  let found: Element | undefined;
  const walk = (el: Element) => {
    for (const child of childElements(el)) {
      if (SKIPPED.has(child.localName)) continue;
      const r = edit.range(child);
      if (offset < r.start || offset >= r.end) continue;
      found = child;
      walk(child);
    }
  };
  if (content) walk(content);
  return found;
}

function freshId(xml: S1000dXml): string {
  const ids = new Set(descendants(xml.document, '*').map((e) => e.getAttribute('id')));
  for (let n = 1; ; n++) {
    const id = `app-${String(n).padStart(4, '0')}`;
    if (!ids.has(id)) return id;
  }
}
