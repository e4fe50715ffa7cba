import { escapeAttribute, escapeText, TextEditor } from '../csdb/lifecycle/text-edit';
import { parseDmCode } from '../codes/dm-code';
import { childElement, childElements, descendant } from '../xml/dom-query';
import { loadXml } from '../xml/load-xml';
import { dmCodeElement } from '../xml/write-markup';
import type { XmlParser } from '../xml/xml-parser';
import { setAttributeAt } from './insert-markup';

/** A reason for update as the identification panel shows and edits it. */
export type ReasonForUpdate = { id: string; type: string; highlight: boolean; text: string };
export type ReasonInput = { text: string; type?: string; highlight?: boolean };

function statusOf(source: string, parser?: XmlParser) {
  const xml = loadXml(source, parser ? { parser } : {});
  const status = descendant(xml.document.documentElement, ['dmStatus', 'pmStatus']);
  if (!status) throw new Error('This object has no status section (dmStatus or pmStatus).');
  return { xml, status };
}

function checkInput(input: ReasonInput) {
  if (!input.text.trim()) throw new Error('Write the reason for update.');
  if (input.type && !/^urt\d{2}$/.test(input.type))
    throw new Error('The update reason type is urt followed by two digits (urt01 to urt99).');
}

function attributesOf(input: ReasonInput): string {
  const type = input.type ? ` updateReasonType="${escapeAttribute(input.type)}"` : '';
  return `${type} updateHighlight="${input.highlight === false ? '0' : '1'}"`;
}

export function readReasonsForUpdate(source: string, parser?: XmlParser): ReasonForUpdate[] {
  const { status } = statusOf(source, parser);
  return childElements(status, 'reasonForUpdate').map((r) => ({
    id: r.getAttribute('id') ?? '',
    type: r.getAttribute('updateReasonType') ?? '',
    highlight: r.getAttribute('updateHighlight') !== '0',
    text: (r.textContent ?? '').replace(/\s+/g, ' ').trim(),
  }));
}

/**
 * Adds a reason for update where the schema puts it (after the last one, else before the
 * remarks, else last in the status section), with the next free rfu-NNNN id; the rest of
 * the text is unchanged. Returns the text and the new id (for change marks to name).
 */
export function addReasonForUpdate(
  source: string,
  input: ReasonInput,
  parser?: XmlParser,
): { text: string; id: string } {
  checkInput(input);
  const { xml, status } = statusOf(source, parser);
  let n = 1;
  const id = () => `rfu-${String(n).padStart(4, '0')}`;
  while (source.includes(`id="${id()}"`)) n++;
  const markup = `<reasonForUpdate id="${id()}"${attributesOf(input)}><simplePara>${escapeText(input.text.trim())}</simplePara></reasonForUpdate>`;
  const edit = new TextEditor(xml);
  const last = childElements(status, 'reasonForUpdate').at(-1);
  const remarks = childElement(status, 'remarks');
  if (last) edit.replaceElement(last, `${edit.slice(last)}\n      ${markup}`);
  else if (remarks) edit.insertBefore(remarks, `${markup}\n      `);
  else edit.append(status, `  ${markup}\n    `);
  return { text: edit.result(), id: id() };
}

/** Rewrites one reason for update: its text, type and highlight. */
export function editReasonForUpdate(
  source: string,
  id: string,
  input: ReasonInput,
  parser?: XmlParser,
): string {
  checkInput(input);
  const { xml, status } = statusOf(source, parser);
  const target = childElements(status, 'reasonForUpdate').find((r) => r.getAttribute('id') === id);
  if (!target) throw new Error(`No reason for update has the id ${id}.`);
  const edit = new TextEditor(xml);
  edit.replaceElement(
    target,
    `<reasonForUpdate id="${escapeAttribute(id)}"${attributesOf(input)}><simplePara>${escapeText(input.text.trim())}</simplePara></reasonForUpdate>`,
  );
  return edit.result();
}

/** Points the module's BREX reference at another BREX data module (its code). */
export function setBrexReference(source: string, code: string, parser?: XmlParser): string {
  const parsed = parseDmCode(code.trim());
  if (!parsed.ok) throw new Error(`${code} is not a data module code: ${parsed.error}`);
  if (parsed.value.infoCode !== '022') throw new Error(`${code} is not a BREX data module (022).`);
  const { xml, status } = statusOf(source, parser);
  const brex = childElement(status, 'brexDmRef');
  if (!brex) throw new Error('This object has no BREX reference (brexDmRef) to change.');
  const edit = new TextEditor(xml);
  edit.replaceContent(
    brex,
    `<dmRef><dmRefIdent>${dmCodeElement(parsed.value)}</dmRefIdent></dmRef>`,
  );
  return edit.result();
}

/**
 * Marks the element at the cursor as changed (changeMark="1", its changeType, and the
 * reasons for update it answers), as an author marks a change for the next issue.
 */
export function markChangeAt(
  source: string,
  offset: number,
  change: { changeType: 'add' | 'modify' | 'delete'; reasonIds: readonly string[] },
): { text: string; element: string } | null {
  let text = source;
  let element = '';
  const values: [string, string][] = [
    ['changeMark', '1'],
    ['changeType', change.changeType],
    ...(change.reasonIds.length
      ? [['reasonForUpdateRefIds', change.reasonIds.join(' ')] as [string, string]]
      : []),
  ];
  for (const [name, value] of values) {
    const set = setAttributeAt(text, offset, name, value);
    if (!set) return null;
    text = set.text;
    element = set.element;
  }
  return { text, element };
}
