import { escapeXml } from '../xml/write-markup';
import { formatDmCode, type DmCode } from '../codes/dm-code';

/** Markup shared by the demo project's objects: Issue 6, one product, one enterprise. */

export const ISSUE6_SCHEMA_BASE = 'http://www.s1000d.org/S1000D_6/xml_schema_flat/';
export const MIC = 'TIDEWELL';
export const SDC = 'A';
export const ENTERPRISE = { code: '7TDW1', name: 'Tidewell Pumps Ltd' };
export const RECEIVER = {
  code: '3NRTL',
  name: 'Northern Rental Tools Ltd',
  city: 'Leeds',
  country: 'United Kingdom',
};
export const LANGUAGE = { languageIsoCode: 'en', countryIsoCode: 'US' };

export type Issue = { issueNumber: string; inWork: string };
export const OFFICIAL: Issue = { issueNumber: '001', inWork: '00' };

/** A data module code of the demo product: SNS "20-20-00", info code "520A", item location. */
export function demoCode(sns: string, disassy: string, info: string, ilc: string): DmCode {
  const [system, subs, assy] = sns.split('-') as [string, string, string];
  return {
    modelIdentCode: MIC,
    systemDiffCode: SDC,
    systemCode: system,
    subSystemCode: subs[0]!,
    subSubSystemCode: subs[1]!,
    assyCode: assy,
    disassyCode: disassy.slice(0, 2),
    disassyCodeVariant: disassy.slice(2),
    infoCode: info.slice(0, 3),
    infoCodeVariant: info.slice(3),
    itemLocationCode: ilc,
  };
}

export const DEFAULT_BREX_CODE: DmCode = {
  modelIdentCode: 'S1000D',
  systemDiffCode: 'H',
  systemCode: '04',
  subSystemCode: '1',
  subSubSystemCode: '0',
  assyCode: '0301',
  disassyCode: '00',
  disassyCodeVariant: 'A',
  infoCode: '022',
  infoCodeVariant: 'A',
  itemLocationCode: 'D',
};

export function dmCodeElement(code: DmCode): string {
  const attrs = Object.entries(code)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
  return `<dmCode ${attrs}/>`;
}

export type Title = { techName: string; infoName?: string };

export function dmTitle(title: Title): string {
  return `<dmTitle><techName>${escapeXml(title.techName)}</techName>${title.infoName ? `<infoName>${escapeXml(title.infoName)}</infoName>` : ''}</dmTitle>`;
}

/** A dmRef; issue and language only when given, the title when given. */
export function dmRef(
  code: DmCode,
  options: { issue?: Issue; title?: Title; language?: boolean } = {},
): string {
  const issue = options.issue
    ? `<issueInfo issueNumber="${options.issue.issueNumber}" inWork="${options.issue.inWork}"/>`
    : '';
  const language = options.language ? languageElement() : '';
  const items = options.title
    ? `<dmRefAddressItems>${dmTitle(options.title)}</dmRefAddressItems>`
    : '';
  return `<dmRef><dmRefIdent>${dmCodeElement(code)}${issue}${language}</dmRefIdent>${items}</dmRef>`;
}

export function languageElement(): string {
  return `<language languageIsoCode="${LANGUAGE.languageIsoCode}" countryIsoCode="${LANGUAGE.countryIsoCode}"/>`;
}

export function issueDateElement(date: string): string {
  const [year, month, day] = date.split('-');
  return `<issueDate year="${year}" month="${month}" day="${day}"/>`;
}

export function enterprise(
  element: string,
  e: { code: string; name: string } = ENTERPRISE,
): string {
  return `<${element} enterpriseCode="${e.code}"><enterpriseName>${escapeXml(e.name)}</enterpriseName></${element}>`;
}

export const DATA_RESTRICTIONS = `<dataRestrictions>
        <restrictionInstructions>
          <dataDistribution>Distribution is unlimited: owners, rental companies and service agents of Tidewell pumps.</dataDistribution>
          <exportControl><exportRegistrationStmt><simplePara>Not subject to export control.</simplePara></exportRegistrationStmt></exportControl>
          <dataHandling>No special handling.</dataHandling>
          <dataDestruction>Destroy superseded issues.</dataDestruction>
          <dataDisclosure>No disclosure limitations.</dataDisclosure>
        </restrictionInstructions>
        <restrictionInfo>
          <copyright><copyrightPara>Copyright 2025 Tidewell Pumps Ltd. Demonstration data made for IPS Studio.</copyrightPara></copyright>
        </restrictionInfo>
      </dataRestrictions>`;

/** An ICN entity, declared in the DOCTYPE so that graphic/@infoEntityIdent can name it. */
export type IcnEntity = { icn: string; extension: string };

export function doctype(root: string, icns: readonly IcnEntity[] = []): string {
  if (icns.length === 0) return '';
  const lines = [
    `<!DOCTYPE ${root} [`,
    '<!NOTATION svg PUBLIC "-//W3C//NOTATION Scalable Vector Graphics 1.1//EN">',
    ...icns.map((i) => `<!ENTITY ${i.icn} SYSTEM "${i.icn}.${i.extension}" NDATA svg>`),
    ']>',
  ];
  return `${lines.join('\n')}\n`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export const NAMESPACES =
  'xmlns:dc="http://www.purl.org/dc/elements/1.1/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"';

export function dmFileName(code: DmCode, issue: Issue): string {
  return `${formatDmCode(code)}_${issue.issueNumber}-${issue.inWork}_EN-US.XML`;
}
