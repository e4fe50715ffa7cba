import { generateDisplayText } from '../applic/display-text';
import { readRef, type ObjectRef } from '../refs/list-refs';
import { readIssueInfo } from '../refs/object-ident';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, childElements, descendant, textOf } from '../xml/dom-query';
import { formatDmCode, readDmCodeAttributes } from '../codes/dm-code';
import type { ObjectListing, QaStatus } from './listing';
import type { ObjectIdentity } from './object-identity';
import { readAvee } from './object-identity';
import { formatRefString } from './object-key';

/** The listing fields an XML object carries in its identification and status section. */
export type XmlListingFields = Pick<
  ObjectListing,
  'n' | 's' | 'v' | 'd' | 'sc' | 'it' | 'a' | 'b' | 'r' | 'q' | 'qv'
>;

const STATUS = [
  'dmStatus',
  'pmStatus',
  'dmlStatus',
  'ddnStatus',
  'commentStatus',
  'updateStatus',
  'imfStatus',
  'scormContentPackageStatus',
  'status',
];

export function readXmlListing(xml: S1000dXml, identity: ObjectIdentity): XmlListingFields {
  const root = xml.document.documentElement;
  const status = descendant(root, STATUS);
  const fields: XmlListingFields = { n: titleOf(xml, identity) };
  if (xml.schemaName) fields.s = xml.schemaName;
  else if (identity.kind !== 'dm') fields.s = root.localName;
  if (xml.issue) fields.v = xml.issue;
  const date = issueDateOf(root);
  if (date) fields.d = date;
  const security = descendant(status ?? root, ['security']);
  const sc = security?.getAttribute('securityClassification') || security?.getAttribute('class');
  if (sc) fields.sc = sc;
  const issueType =
    status?.getAttribute('issueType') ||
    descendant(root, ['issno'])?.getAttribute('type') ||
    undefined;
  if (issueType) fields.it = issueType;
  const applic = childElement(status, 'applic');
  const display = applic && applicDisplayText(applic);
  if (display) fields.a = display;
  const brex = brexRefString(status);
  if (brex) fields.b = brex;
  const refs = [...new Set(refTargets(xml).map(formatRefString))];
  if (refs.length) fields.r = refs;
  const qa = readQa(status);
  if (qa) {
    fields.q = qa.q;
    if (qa.qv) fields.qv = qa.qv;
  }
  return fields;
}

const REF_ELEMENTS = new Set(['dmRef', 'pmRef', 'commentRef', 'dmlRef']);

/**
 * The targets of every dmRef, pmRef, commentRef, dmlRef and ICN reference, in document order:
 * what listRefs finds, without the line numbers and paths a listing row does not keep
 * (computing those took most of the time of reading a row).
 */
export function refTargets(xml: S1000dXml): ObjectRef[] {
  const refs: ObjectRef[] = [];
  for (const el of Array.from(xml.document.getElementsByTagName('*'))) {
    if (REF_ELEMENTS.has(el.localName)) {
      const ref = readRef(el);
      if (ref) refs.push(ref);
    }
    for (const name of ['infoEntityIdent', 'infoEntityRefIdent', 'boardNumber']) {
      const icn = el.getAttribute(name);
      if (icn && (name !== 'boardNumber' || icn.startsWith('ICN-')))
        refs.push({ kind: 'icn', code: icn, context: '' });
    }
  }
  return refs;
}

function titleOf(xml: S1000dXml, identity: ObjectIdentity): string {
  const root = xml.document.documentElement;
  switch (identity.kind) {
    case 'dm': {
      const title = descendant(root, ['dmTitle', 'dmtitle']);
      const tech = textOf(descendant(title, ['techName', 'techname']));
      const info = textOf(descendant(title, ['infoName', 'infoname']));
      const variant = textOf(descendant(title, ['infoNameVariant']));
      return [tech, info, variant].filter(Boolean).join(' - ');
    }
    case 'pm':
      return textOf(descendant(root, ['pmTitle', 'pmtitle']));
    case 'dml': {
      const type = descendant(root, ['dmlCode'])?.getAttribute('dmlType');
      return type === 's' ? 'CSDB status list' : 'Data management requirements list';
    }
    case 'ddn': {
      const code = descendant(root, ['ddnCode']);
      const to = textOf(descendant(descendant(root, ['dispatchTo']), ['enterpriseName']));
      return `Data dispatch note to ${to || code?.getAttribute('receiverIdent') || 'receiver'}`;
    }
    case 'comment':
      return textOf(descendant(root, ['commentTitle'])) || 'Comment';
    case 'upf': {
      const source = descendant(root, ['sourceDmIdent']);
      const code = descendant(source, ['dmCode']);
      const target = readIssueInfo(descendant(root, ['targetDmIssueInfo']));
      const dm = code
        ? formatDmCode(readDmCodeAttributes(code))
        : 'a common information repository';
      return `Update of ${dm}${target ? ` to issue ${target.issueNumber}-${target.inWork}` : ''}`;
    }
    case 'imf':
      return textOf(descendant(root, ['icnTitle']));
    case 'smc':
      return textOf(descendant(root, ['scormContentPackageTitle']));
    case 'icn':
      return '';
  }
}

function issueDateOf(root: Element): string | undefined {
  const date = descendant(root, ['issueDate', 'issdate']);
  const y = date?.getAttribute('year');
  const m = date?.getAttribute('month');
  const d = date?.getAttribute('day');
  return y && m && d ? `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}` : undefined;
}

/** The applic's own display text, else one generated from its assert/evaluate (s1kd-aspp style). */
function applicDisplayText(applic: Element): string {
  const written = textOf(
    childElement(applic, 'displayText') ?? childElement(applic, 'displaytext'),
  );
  return written || generateDisplayText(applic);
}

function brexRefString(status: Element | undefined): string | undefined {
  const modern = childElement(childElement(status, 'brexDmRef'), 'dmRef');
  const ref = modern && readRef(modern);
  if (ref) return formatRefString(ref);
  const refdm = childElement(childElement(status, 'brexref'), 'refdm');
  const avee = childElement(refdm, 'avee');
  const code = avee && readAvee(avee);
  if (!code) return undefined;
  const issno = childElement(refdm, 'issno')?.getAttribute('issno');
  return formatRefString({
    code: formatDmCode(code),
    ...(issno ? { issueInfo: { issueNumber: issno, inWork: '00' } } : {}),
  });
}

function readQa(status: Element | undefined): { q: QaStatus; qv?: string } | undefined {
  const qa = childElement(status, 'qualityAssurance') ?? childElement(status, 'qa');
  if (!qa) return undefined;
  const children = childElements(qa);
  const second = children.find(
    (c) => c.localName === 'secondVerification' || c.localName === 'secver',
  );
  const first = children.find(
    (c) => c.localName === 'firstVerification' || c.localName === 'firstver',
  );
  const type = (el: Element) =>
    el.getAttribute('verificationType') || el.getAttribute('type') || undefined;
  if (second) return withType('second', type(second));
  if (first) return withType('first', type(first));
  return { q: 'unverified' };
}

function withType(q: QaStatus, qv: string | undefined) {
  return qv ? { q, qv } : { q };
}
