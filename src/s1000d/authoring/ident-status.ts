import { readIdentity } from '../csdb/object-identity';
import { formatIssue } from '../csdb/object-key';
import { escapeText, TextEditor } from '../csdb/lifecycle/text-edit';
import { readRef } from '../refs/list-refs';
import { childElement, childElements, descendant } from '../xml/dom-query';
import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';

const QA_LEVELS = ['unverified', 'firstVerification', 'secondVerification'] as const;
export type QaLevel = (typeof QA_LEVELS)[number];

/** The identification and status section as an author reads it (oXygen's metadata panel). */
export type IdentStatus = {
  code: string;
  issue: string;
  issueDate: string;
  issueType: string;
  techName: string;
  infoName: string;
  securityClassification: string;
  responsiblePartnerCompany: string;
  originator: string;
  applic: string;
  brex: string;
  qa: QaLevel | '';
  reasonsForUpdate: string[];
};

/** What the panel changes: the title, the security classification, the QA. */
export type IdentChange = {
  techName?: string;
  infoName?: string;
  securityClassification?: string;
  qa?: QaLevel;
  verificationType?: string;
};

const text = (el: Element | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

function enterprise(el: Element | undefined): string {
  if (!el) return '';
  const name = text(childElement(el, 'enterpriseName'));
  const code = el.getAttribute('enterpriseCode') ?? '';
  return name ? `${name} (${code})` : code;
}

function parts(source: string, parser?: XmlParser) {
  const xml = loadXml(source, parser ? { parser } : {});
  const root = xml.document.documentElement;
  const status = descendant(root, ['dmStatus', 'pmStatus']);
  const title = descendant(root, ['dmTitle']);
  return { xml, root, status, title };
}

export function readIdentStatus(source: string, parser?: XmlParser): IdentStatus {
  const { xml, root, status, title } = parts(source, parser);
  const identity = readIdentity(xml);
  const date = descendant(root, ['issueDate']);
  const qa = childElement(status, 'qualityAssurance');
  const qaLevel = QA_LEVELS.filter((l) => descendant(qa, [l])).at(-1) ?? '';
  const brexRef = descendant(childElement(status, 'brexDmRef'), ['dmRef']);
  return {
    code: identity?.code ?? '',
    issue: identity?.issueInfo ? formatIssue(identity.issueInfo) : '',
    issueDate: date
      ? ['year', 'month', 'day'].map((a) => date.getAttribute(a) ?? '').join('-')
      : '',
    issueType: status?.getAttribute('issueType') ?? '',
    techName: text(childElement(title, 'techName')),
    infoName: text(childElement(title, 'infoName')),
    securityClassification:
      childElement(status, 'security')?.getAttribute('securityClassification') ?? '',
    responsiblePartnerCompany: enterprise(childElement(status, 'responsiblePartnerCompany')),
    originator: enterprise(childElement(status, 'originator')),
    applic:
      text(descendant(childElement(status, 'applic'), ['displayText'])) ||
      (childElement(status, 'applic') ? '(no display text)' : ''),
    brex: brexRef ? (readRef(brexRef)?.code ?? '') : '',
    qa: qaLevel,
    reasonsForUpdate: childElements(status, 'reasonForUpdate').map((r) => text(r)),
  };
}

/**
 * Applies the panel's changes to the text, touching only those places (the rest, DOCTYPE
 * included, stays byte for byte). Throws with an author-readable message on a bad value.
 */
export function applyIdentChange(source: string, change: IdentChange, parser?: XmlParser): string {
  const { xml, status, title } = parts(source, parser);
  const edit = new TextEditor(xml);
  if (change.techName !== undefined) {
    if (!change.techName.trim()) throw new Error('The technical name cannot be empty.');
    const el = childElement(title, 'techName');
    if (el) edit.replaceContent(el, escapeText(change.techName.trim()));
  }
  if (change.infoName !== undefined) {
    const el = childElement(title, 'infoName');
    const value = change.infoName.trim();
    if (el && value) edit.replaceContent(el, escapeText(value));
    else if (el) edit.remove(el);
    else if (value && title) edit.append(title, `<infoName>${escapeText(value)}</infoName>`);
  }
  if (change.securityClassification !== undefined) {
    if (!/^(0[1-9]|[1-9][0-9])$/.test(change.securityClassification))
      throw new Error('The security classification is two digits, 01 to 99.');
    const el = childElement(status, 'security');
    if (el) edit.setAttributes(el, { securityClassification: change.securityClassification });
  }
  if (change.qa) {
    const qa = childElement(status, 'qualityAssurance');
    const type = change.verificationType ?? 'tabtop';
    const markup =
      change.qa === 'unverified'
        ? '<unverified/>'
        : change.qa === 'firstVerification'
          ? `<firstVerification verificationType="${type}"/>`
          : `<firstVerification verificationType="${type}"/><secondVerification verificationType="${type}"/>`;
    if (qa) edit.replaceContent(qa, markup);
  }
  return edit.result();
}
