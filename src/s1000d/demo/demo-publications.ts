import { ddnCodeElement, dmlCodeElement, escapeXml, pmCodeElement } from '../xml/write-markup';
import type { DmCode } from '../codes/dm-code';
import type { DmlCode } from '../codes/dml-code';
import {
  DATA_RESTRICTIONS,
  dmRef,
  enterprise,
  ENTERPRISE,
  ISSUE6_SCHEMA_BASE,
  issueDateElement,
  languageElement,
  MIC,
  NAMESPACES,
  OFFICIAL,
  RECEIVER,
  XML_DECLARATION,
  type Issue,
  type Title,
} from './demo-markup';
import { APPLIC_ALL } from './demo-module';

export type ModuleEntry = { code: DmCode; issue: Issue; title: Title };

export const PM_CODE = {
  modelIdentCode: MIC,
  pmIssuer: ENTERPRISE.code,
  pmNumber: '00001',
  pmVolume: '00',
};
export const PM_TITLE = 'SP-400 submersible utility pump - Operation and maintenance manual';

const brexRef = (brex: DmCode) => `<brexDmRef>${dmRef(brex, { issue: OFFICIAL })}</brexDmRef>`;

export function publicationModule(
  date: string,
  brex: DmCode,
  act: DmCode,
  sections: { title: string; type: string; modules: ModuleEntry[] }[],
): string {
  const entries = sections
    .map(
      (s) => `    <pmEntry pmEntryType="${s.type}">
      <pmEntryTitle>${escapeXml(s.title)}</pmEntryTitle>
${s.modules.map((m) => `      ${dmRef(m.code, { issue: m.issue, language: true, title: m.title })}`).join('\n')}
    </pmEntry>`,
    )
    .join('\n');
  return `${XML_DECLARATION}<pm ${NAMESPACES} xsi:noNamespaceSchemaLocation="${ISSUE6_SCHEMA_BASE}pm.xsd">
  <identAndStatusSection>
    <pmAddress>
      <pmIdent>
        ${pmCodeElement(PM_CODE)}
        ${languageElement()}
        <issueInfo issueNumber="001" inWork="00"/>
      </pmIdent>
      <pmAddressItems>
        ${issueDateElement(date)}
        <pmTitle>${escapeXml(PM_TITLE)}</pmTitle>
        <shortPmTitle>SP-400 O&amp;M manual</shortPmTitle>
      </pmAddressItems>
    </pmAddress>
    <pmStatus issueType="new">
      <security securityClassification="01"/>
      ${DATA_RESTRICTIONS}
      ${enterprise('responsiblePartnerCompany')}
      ${enterprise('originator')}
      <applicCrossRefTableRef>${dmRef(act)}</applicCrossRefTableRef>
      ${APPLIC_ALL}
      ${brexRef(brex)}
      <qualityAssurance><firstVerification verificationType="tabtop"/></qualityAssurance>
    </pmStatus>
  </identAndStatusSection>
  <content>
${entries}
  </content>
</pm>
`;
}

export const DML_CODE: DmlCode = {
  modelIdentCode: MIC,
  senderIdent: ENTERPRISE.code,
  dmlType: 'c',
  yearOfDataIssue: '2025',
  seqNumber: '00001',
};

/** The complete DMRL: every data module the project plans, without issue numbers (as DMRLs are). */
export function dataModuleList(date: string, brex: DmCode, modules: ModuleEntry[]): string {
  const entries = modules
    .map(
      (m) => `    <dmlEntry dmlEntryType="n">
      ${dmRef(m.code, { title: m.title })}
      ${enterprise('responsiblePartnerCompany')}
    </dmlEntry>`,
    )
    .join('\n');
  return `${XML_DECLARATION}<dml ${NAMESPACES} xsi:noNamespaceSchemaLocation="${ISSUE6_SCHEMA_BASE}dml.xsd">
  <identAndStatusSection>
    <dmlAddress>
      <dmlIdent>
        ${dmlCodeElement(DML_CODE)}
        <issueInfo issueNumber="001" inWork="00"/>
      </dmlIdent>
      <dmlAddressItems>
        ${issueDateElement(date)}
      </dmlAddressItems>
    </dmlAddress>
    <dmlStatus issueType="new">
      <security securityClassification="01"/>
      ${brexRef(brex)}
    </dmlStatus>
  </identAndStatusSection>
  <dmlContent>
${entries}
  </dmlContent>
</dml>
`;
}

export const DDN_CODE = {
  modelIdentCode: MIC,
  senderIdent: ENTERPRISE.code,
  receiverIdent: RECEIVER.code,
  yearOfDataIssue: '2025',
  seqNumber: '00001',
};

/** The dispatch note for the first delivery to the rental company: every file, with its issue. */
export function dispatchNote(
  date: string,
  brex: DmCode,
  files: { name: string; entityControlNumber?: string; issue?: Issue }[],
): string {
  const items = files
    .map(
      (f) => `      <deliveryListItem>
        <dispatchFileName>${f.name}</dispatchFileName>${f.entityControlNumber ? `\n        <entityControlNumber>${f.entityControlNumber}</entityControlNumber>` : ''}${f.issue ? `\n        <issueInfo issueNumber="${f.issue.issueNumber}" inWork="${f.issue.inWork}"/>` : ''}
      </deliveryListItem>`,
    )
    .join('\n');
  const address = (e: { name: string }, city: string, country: string) =>
    `<dispatchAddress><enterprise><enterpriseName>${escapeXml(e.name)}</enterpriseName></enterprise><address><city>${city}</city><country>${country}</country></address></dispatchAddress>`;
  return `${XML_DECLARATION}<ddn ${NAMESPACES} xsi:noNamespaceSchemaLocation="${ISSUE6_SCHEMA_BASE}ddn.xsd">
  <identAndStatusSection>
    <ddnAddress>
      <ddnIdent>
        ${ddnCodeElement(DDN_CODE)}
      </ddnIdent>
      <ddnAddressItems>
        ${issueDateElement(date)}
        <dispatchTo>${address(RECEIVER, RECEIVER.city, RECEIVER.country)}</dispatchTo>
        <dispatchFrom>${address(ENTERPRISE, 'Bristol', 'United Kingdom')}</dispatchFrom>
      </ddnAddressItems>
    </ddnAddress>
    <ddnStatus>
      <security securityClassification="01"/>
      <authorization>Tidewell Pumps Ltd, technical publications</authorization>
      ${brexRef(brex)}
    </ddnStatus>
  </identAndStatusSection>
  <ddnContent>
    <mediaIdent label="SP-400 manual, first delivery"/>
    <deliveryList>
${items}
    </deliveryList>
  </ddnContent>
</ddn>
`;
}
