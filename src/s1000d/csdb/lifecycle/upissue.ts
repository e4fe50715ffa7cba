import type { IssueInfo } from '../../codes/file-name';
import { loadXml, type S1000dXml } from '../../xml/load-xml';
import type { XmlParser } from '../../xml/xml-parser';
import { childElement, childElements, descendant, descendants } from '../../xml/dom-query';
import { readIdentity, type ObjectIdentity } from '../object-identity';
import { formatIssue } from '../object-key';
import { s1000dFileName } from '../file-names';
import { escapeAttribute, escapeText, TextEditor } from './text-edit';
import { readXmlText, writeXmlText } from './xml-bytes';

export const VERIFICATION_TYPES = ['tabtop', 'onobject', 'ttandoo'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

export type ReasonForUpdate = { text: string; updateReasonType?: string; highlight?: boolean };

export type UpissueOptions = {
  parser?: XmlParser;
  /** New official issue (issue number + 1, in-work 00); default a new in-work issue. */
  official?: boolean;
  /** Issue date of the new issue (default today). */
  date?: Date | string;
  /** Keep the previous issue date. */
  keepDate?: boolean;
  /** issueType of the new issue; default: kept from an in-work issue, "status" after an official one. */
  issueType?: string;
  /** Keep QA (otherwise the first in-work issue after an official one is unverified). */
  keepQa?: boolean;
  /** Keep reasons for update and change marks (otherwise removed after an official issue). */
  keepChanges?: boolean;
  unverified?: boolean;
  firstVerification?: VerificationType;
  secondVerification?: VerificationType;
  /** Reasons for update to add to the new issue. */
  reasons?: readonly ReasonForUpdate[];
};

export type LifecycleResult = {
  bytes: Uint8Array;
  text: string;
  identity: ObjectIdentity;
  previous?: IssueInfo;
  issueInfo?: IssueInfo;
  /** The new issue's S1000D file name. */
  fileName: string;
};

const STATUS = [
  'dmStatus',
  'pmStatus',
  'dmlStatus',
  'commentStatus',
  'updateStatus',
  'imfStatus',
  'scormContentPackageStatus',
  'status',
];
const IDENT = [
  'dmIdent',
  'pmIdent',
  'dmlIdent',
  'updateIdent',
  'imfIdent',
  'scormContentPackageIdent',
];
const ADDRESS_ITEMS = [
  'dmAddressItems',
  'pmAddressItems',
  'dmlAddressItems',
  'updateAddress',
  'imfAddressItems',
  'scormContentPackageAddressItems',
  'dmaddres',
  'pmaddres',
];

/**
 * Makes the next issue of an object as s1kd-upissue documents it: a new in-work issue
 * (000-01 → 000-02, 001-00 → 001-01) or, with `official`, a new official issue (000-02 →
 * 001-00, 001-00 → 002-00). The issue date becomes today's; after an official issue the QA
 * goes back to unverified and reasons for update and change marks are removed (elements
 * marked deleted go with them); issueType defaults to "status" after an official issue.
 * Only those places change: the rest of the bytes, XML declaration and DOCTYPE internal
 * subset included, stay as they were.
 */
export function upissue(bytes: Uint8Array, options: UpissueOptions = {}): LifecycleResult {
  const source = readXmlText(bytes);
  const xml = load(source.text, options.parser);
  const identity = requireIdentity(xml);
  const previous = identity.issueInfo;
  if (!previous) throw new Error(`${identity.code} has no issue number to upissue`);
  const next = nextIssue(previous, options.official === true);
  const fromOfficial = previous.inWork === '00';
  const edit = new TextEditor(xml);
  const root = xml.document.documentElement;
  const status = descendant(root, STATUS);

  setIssueInfo(edit, root, next);
  if (!options.keepDate) setIssueDate(edit, root, options.date ?? new Date());
  const issueType =
    options.issueType ??
    (fromOfficial ? 'status' : (status?.getAttribute('issueType') ?? undefined));
  if (status && issueType && takesIssueType(status)) edit.setAttributes(status, { issueType });
  const issno = descendant(root, ['issno']);
  if (issno && issueType) edit.setAttributes(issno, { type: issueType });

  const resetQa = fromOfficial && !options.keepQa;
  const qa = qaMarkup(options, resetQa);
  if (qa !== undefined && status) setQa(edit, status, qa);
  if (fromOfficial && !options.keepChanges) removeChanges(edit, root, status, true);
  else if (
    issueType &&
    issueType !== 'changed' &&
    issueType !== 'rinstate-changed' &&
    !options.keepChanges
  )
    removeChanges(edit, root, status, false);
  if (options.reasons?.length && status) addReasons(edit, xml, status, options.reasons);
  updateDublinCore(edit, root, next, options.keepDate ? undefined : (options.date ?? new Date()));

  const text = edit.result();
  return {
    bytes: writeXmlText(source, text),
    text,
    identity: { ...identity, issueInfo: next },
    previous,
    issueInfo: next,
    fileName: s1000dFileName({ ...identity, issueInfo: next }),
  };
}

export type ModifyOptions = Omit<UpissueOptions, 'official' | 'keepDate' | 'keepQa'> & {
  /** Change the issue date (default: keep it). */
  changeDate?: boolean;
  /** Remove reasons for update and change marks. */
  removeChanges?: boolean;
};

/**
 * Changes issue metadata without a new issue number (s1kd-upissue -m): issue type (the
 * status an author sets: new, changed, deleted …), QA, reasons for update, optionally the date.
 */
export function modifyIssue(bytes: Uint8Array, options: ModifyOptions): LifecycleResult {
  const source = readXmlText(bytes);
  const xml = load(source.text, options.parser);
  const identity = requireIdentity(xml);
  const edit = new TextEditor(xml);
  const root = xml.document.documentElement;
  const status = descendant(root, STATUS);
  if (options.issueType && status) {
    const issno = descendant(root, ['issno']);
    if (issno) edit.setAttributes(issno, { type: options.issueType });
    else if (takesIssueType(status)) edit.setAttributes(status, { issueType: options.issueType });
  }
  if (options.changeDate) setIssueDate(edit, root, options.date ?? new Date());
  const qa = qaMarkup(options, false);
  if (qa !== undefined && status) setQa(edit, status, qa);
  if (options.removeChanges) removeChanges(edit, root, status, true);
  if (options.reasons?.length && status) addReasons(edit, xml, status, options.reasons);
  const text = edit.result();
  return {
    bytes: writeXmlText(source, text),
    text,
    identity,
    ...(identity.issueInfo ? { issueInfo: identity.issueInfo } : {}),
    fileName: s1000dFileName(identity),
  };
}

/** The issue after this one: in-work + 1, or (official) issue number + 1 with in-work 00. */
export function nextIssue(issue: IssueInfo, official: boolean): IssueInfo {
  const width = issue.issueNumber.length;
  if (official) {
    const number = Number(issue.issueNumber) + 1;
    if (number >= 10 ** width)
      throw new Error(`issue ${issue.issueNumber} is the last issue number`);
    return { issueNumber: String(number).padStart(width, '0'), inWork: '00' };
  }
  const inWork = Number(issue.inWork) + 1;
  if (inWork > 99) {
    throw new Error(`in-work ${issue.inWork} is the last in-work number: make the issue official`);
  }
  return { issueNumber: issue.issueNumber, inWork: String(inWork).padStart(2, '0') };
}

/** Status elements whose schema has issueType (an existing attribute is always kept in step). */
function takesIssueType(status: Element): boolean {
  return (
    status.hasAttribute('issueType') ||
    ['dmStatus', 'pmStatus', 'dmlStatus', 'imfStatus', 'scormContentPackageStatus'].includes(
      status.localName,
    )
  );
}

function load(text: string, parser: XmlParser | undefined): S1000dXml {
  return loadXml(text, parser ? { parser } : {});
}

function requireIdentity(xml: S1000dXml): ObjectIdentity {
  const identity = readIdentity(xml);
  if (!identity) throw new Error(`${xml.fileName} is not an S1000D object with an identity`);
  return identity;
}

function setIssueInfo(edit: TextEditor, root: Element, next: IssueInfo) {
  const ident = descendant(root, IDENT);
  const issueInfo = childElement(ident, 'issueInfo');
  if (issueInfo) {
    edit.setAttributes(issueInfo, { issueNumber: next.issueNumber, inWork: next.inWork });
    return;
  }
  const issno = descendant(root, ['issno']);
  if (issno) edit.setAttributes(issno, { issno: next.issueNumber, inwork: next.inWork });
}

function setIssueDate(edit: TextEditor, root: Element, date: Date | string) {
  const [year, month, day] = isoDate(date).split('-') as [string, string, string];
  const items = descendant(root, ADDRESS_ITEMS);
  const issueDate = childElement(items, 'issueDate') ?? childElement(items, 'issdate');
  if (issueDate) edit.setAttributes(issueDate, { year, month, day });
}

function issueDateOf(root: Element): string | undefined {
  const items = descendant(root, ADDRESS_ITEMS);
  const d = childElement(items, 'issueDate') ?? childElement(items, 'issdate');
  const [y, m, day] = ['year', 'month', 'day'].map((a) => d?.getAttribute(a) ?? '');
  return y && m && day ? `${y}-${m.padStart(2, '0')}-${day.padStart(2, '0')}` : undefined;
}

export function isoDate(date: Date | string): string {
  if (typeof date === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`"${date}" is not a date (YYYY-MM-DD)`);
    return date;
  }
  return date.toISOString().slice(0, 10);
}

/** The new content of qualityAssurance, or undefined to leave it. */
function qaMarkup(options: UpissueOptions, reset: boolean): string | undefined {
  const first = options.firstVerification ?? options.secondVerification;
  if (first) {
    const second = options.secondVerification
      ? `<secondVerification verificationType="${options.secondVerification}"/>`
      : '';
    return `<firstVerification verificationType="${first}"/>${second}`;
  }
  if (options.unverified || reset) return '<unverified/>';
  return undefined;
}

function setQa(edit: TextEditor, status: Element, markup: string) {
  const qa = childElement(status, 'qualityAssurance');
  if (qa) {
    edit.replaceContent(qa, markup);
    return;
  }
  const old = childElement(status, 'qa');
  if (old) {
    const issue30 = markup
      .replace('<unverified/>', '<unverif/>')
      .replace(/<firstVerification verificationType="(\w+)"\/>/, '<firstver type="$1"/>')
      .replace(/<secondVerification verificationType="(\w+)"\/>/, '<secver type="$1"/>');
    edit.replaceContent(old, issue30);
  }
}

/**
 * Removes reasons for update (all, or with `all` false only none) and change markup: marks
 * on added or modified elements are dropped, elements marked deleted are removed.
 */
function removeChanges(
  edit: TextEditor,
  root: Element,
  status: Element | undefined,
  rfus: boolean,
) {
  if (rfus && status) {
    for (const rfu of [
      ...childElements(status, 'reasonForUpdate'),
      ...childElements(status, 'rfu'),
    ])
      edit.remove(rfu);
  }
  for (const el of descendants(root, '*')) {
    const type = el.getAttribute('changeType') ?? el.getAttribute('change');
    if (!type) continue;
    if (type === 'delete') edit.remove(el);
    else
      edit.setAttributes(el, {
        changeType: null,
        changeMark: null,
        reasonForUpdateRefIds: null,
        change: null,
        mark: null,
        rfc: null,
      });
  }
}

function addReasons(
  edit: TextEditor,
  xml: S1000dXml,
  status: Element,
  reasons: readonly ReasonForUpdate[],
) {
  const used = new Set(
    descendants(xml.document, '*')
      .map((e) => e.getAttribute('id'))
      .filter(Boolean),
  );
  let n = 1;
  const nextId = () => {
    while (used.has(`rfu-${String(n).padStart(4, '0')}`)) n++;
    const id = `rfu-${String(n).padStart(4, '0')}`;
    used.add(id);
    return id;
  };
  const markup = reasons
    .map(
      (r) =>
        `<reasonForUpdate id="${nextId()}"${r.updateReasonType ? ` updateReasonType="${escapeAttribute(r.updateReasonType)}"` : ''} updateHighlight="${r.highlight === false ? '0' : '1'}"><simplePara>${escapeText(r.text)}</simplePara></reasonForUpdate>`,
    )
    .join('');
  const remarks = childElement(status, 'remarks');
  if (remarks) edit.insertBefore(remarks, markup);
  else edit.append(status, markup);
}

/** Keeps rdf:Description's dc:identifier (…_iii-ww) and dc:date in step, where present. */
function updateDublinCore(edit: TextEditor, root: Element, next: IssueInfo, date?: Date | string) {
  const description = childElements(root).find((c) => c.localName === 'Description');
  if (!description) return;
  const identifier = childElements(description).find((c) => c.localName === 'identifier');
  const current = identifier?.textContent ?? '';
  if (identifier && /_\d{3,5}-\d{2}$/.test(current)) {
    edit.replaceContent(
      identifier,
      escapeText(current.replace(/_\d{3,5}-\d{2}$/, `_${formatIssue(next)}`)),
    );
  }
  // dc:date mirrors the issue date; it follows only when it was in step (real data drifts).
  const dcDate = childElements(description).find((c) => c.localName === 'date');
  if (dcDate && date && dcDate.textContent?.trim() === issueDateOf(root)) {
    edit.replaceContent(dcDate, isoDate(date));
  }
}
