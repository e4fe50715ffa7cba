import { COMMENT_CODE_SEGMENTS, type CommentCode } from '../codes/comment-code';
import { DDN_CODE_SEGMENTS, type DdnCode } from '../codes/ddn-code';
import type { DmCode } from '../codes/dm-code';
import { DM_CODE_SEGMENTS, parseDmCode } from '../codes/dm-code';
import { DML_CODE_SEGMENTS, type DmlCode } from '../codes/dml-code';
import { PM_CODE_SEGMENTS, type PmCode } from '../codes/pm-code';
import type { SegmentSpec } from '../codes/segment';
import {
  projectBrexCode,
  schemaUrl,
  type ProjectIssue,
  type ProjectSettings,
} from '../csdb/project-settings';
import type { IssueInfo } from '../codes/file-name';

/** Markup the generators (PM skeletons, brDoc) share: escaping, codes, the status elements. */

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const S1000D_NAMESPACES =
  'xmlns:dc="http://www.purl.org/dc/elements/1.1/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

/** A dmCode element: its attributes in the schema's order, those without a value left out. */
export function dmCodeElement(code: DmCode): string {
  const attributes = DM_CODE_SEGMENTS.map((s) => s.attribute as keyof DmCode)
    .filter((name) => code[name])
    .map((name) => `${name}="${escapeXml(code[name]!)}"`);
  return `<dmCode ${attributes.join(' ')}/>`;
}

/** The XML declaration and the start tag of an S1000D root element, with the issue's schema. */
export function rootStartTag(root: string, issue: ProjectIssue, schema: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} ${S1000D_NAMESPACES} xsi:noNamespaceSchemaLocation="${schemaUrl(issue, schema)}">`;
}

/** A code element of fixed segments: every attribute in the schema's order, values escaped. */
function segmentsElement(name: string, segments: readonly SegmentSpec[], code: object): string {
  const values = code as Record<string, string | undefined>;
  const attributes = segments.map(
    (s) => `${s.attribute}="${escapeXml(values[s.attribute] ?? '')}"`,
  );
  return `<${name} ${attributes.join(' ')}/>`;
}

export const pmCodeElement = (code: PmCode) => segmentsElement('pmCode', PM_CODE_SEGMENTS, code);
export const dmlCodeElement = (code: DmlCode) =>
  segmentsElement('dmlCode', DML_CODE_SEGMENTS, code);
export const ddnCodeElement = (code: DdnCode) =>
  segmentsElement('ddnCode', DDN_CODE_SEGMENTS, code);
export const commentCodeElement = (code: CommentCode) =>
  segmentsElement('commentCode', COMMENT_CODE_SEGMENTS, code);

export function languageElement(settings: ProjectSettings): string {
  return `<language languageIsoCode="${settings.languageIsoCode}" countryIsoCode="${settings.countryIsoCode}"/>`;
}

export function issueDateElement(date: string): string {
  const [year, month, day] = date.split('-');
  return `<issueDate year="${year}" month="${month}" day="${day}"/>`;
}

function enterprise(element: string, e: { code: string; name: string }) {
  const name = e.name ? `<enterpriseName>${escapeXml(e.name)}</enterpriseName>` : '';
  return `<${element} enterpriseCode="${e.code}">${name}</${element}>`;
}

/**
 * The status elements every new object of the project starts with: security, responsible
 * partner company and originator (each standing in for the other when only one is set),
 * applicability "All", the project's BREX, unverified.
 */
export function newObjectStatus(settings: ProjectSettings, indent: string): string {
  const rpc = settings.responsiblePartnerCompany.code
    ? settings.responsiblePartnerCompany
    : settings.originator;
  const originator = settings.originator.code ? settings.originator : rpc;
  return [
    `<security securityClassification="${settings.securityClassification}"/>`,
    enterprise('responsiblePartnerCompany', rpc),
    enterprise('originator', originator),
    '<applic><displayText><simplePara>All</simplePara></displayText></applic>',
    brexDmRefElement(settings),
    '<qualityAssurance><unverified/></qualityAssurance>',
  ]
    .filter(Boolean)
    .join(`\n${indent}`);
}

/** The project's BREX as a brexDmRef ('' when the settings name no valid BREX code). */
export function brexDmRefElement(settings: ProjectSettings): string {
  const brex = parseDmCode(projectBrexCode(settings));
  return brex.ok
    ? `<brexDmRef><dmRef><dmRefIdent>${dmCodeElement(brex.value)}</dmRefIdent></dmRef></brexDmRef>`
    : '';
}

/** The enterprise code that issues the project's objects: the responsible partner's, else the originator's. */
export const issuerOf = (settings: ProjectSettings) =>
  settings.responsiblePartnerCompany.code || settings.originator.code;

/** A whole new data module: its ident, title, the project's status elements, and content. */
export function dataModuleXml(o: {
  settings: ProjectSettings;
  schema: string;
  code: DmCode;
  issue?: IssueInfo;
  date: string;
  /** techName and infoName, as markup. */
  titleXml: string;
  contentXml: string;
}): string {
  const issue = o.issue ?? { issueNumber: '000', inWork: '01' };
  return `${rootStartTag('dmodule', o.settings.issue, o.schema)}
  <identAndStatusSection>
    <dmAddress>
      <dmIdent>
        ${dmCodeElement(o.code)}
        ${languageElement(o.settings)}
        <issueInfo issueNumber="${issue.issueNumber}" inWork="${issue.inWork}"/>
      </dmIdent>
      <dmAddressItems>
        ${issueDateElement(o.date)}
        <dmTitle>${o.titleXml}</dmTitle>
      </dmAddressItems>
    </dmAddress>
    <dmStatus issueType="new">
      ${newObjectStatus(o.settings, '      ')}
    </dmStatus>
  </identAndStatusSection>
  <content>
${o.contentXml}
  </content>
</dmodule>
`;
}
