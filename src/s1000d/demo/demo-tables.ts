import type { DmCode } from '../codes/dm-code';
import { formatSnsText } from '../sns/sns-tree';
import { renderSnsRules, type SnsNode } from '../sns/sns-tree';
import { PRODUCTS } from './demo-applic';
import { escapeXml } from '../xml/write-markup';
import { dmRef, MIC, ENTERPRISE } from './demo-markup';
import type { DemoModule } from './demo-module';

/** The project SNS: the pump's own breakdown (the maintained SNS are for larger products). */
export const DEMO_SNS: SnsNode[] = [
  {
    code: '00',
    title: 'Submersible utility pump',
    children: [{ code: '0', title: 'General', children: [] }],
  },
  {
    code: '20',
    title: 'Pump unit',
    children: [
      { code: '0', title: 'General', children: [] },
      { code: '1', title: 'Motor housing', children: [] },
      { code: '2', title: 'Impeller and volute', children: [] },
      { code: '3', title: 'Inlet strainer', children: [] },
      { code: '4', title: 'Float switch', children: [] },
    ],
  },
  {
    code: '24',
    title: 'Electrical supply',
    children: [
      { code: '0', title: 'General', children: [] },
      { code: '1', title: 'Power cord and plug', children: [] },
    ],
  },
];
export const DEMO_SNS_TEXT = formatSnsText(DEMO_SNS);

/** The information codes the project uses; the BREX allows only these. */
export const DEMO_INFO_CODES: [string, string][] = [
  ['00P', 'Product cross-reference table'],
  ['00Q', 'Conditions cross-reference table'],
  ['00W', 'Applicability cross-reference table'],
  ['0A4', 'Warnings repository'],
  ['012', 'General warnings and cautions'],
  ['018', 'Introduction'],
  ['022', 'Business rules exchange'],
  ['040', 'Description'],
  ['042', 'Description of function'],
  ['131', 'Normal operation procedure (crew)'],
  ['258', 'Other procedure to clean'],
  ['363', 'Flow check'],
  ['421', 'Fault isolation procedure'],
  ['520', 'Remove procedure'],
  ['720', 'Install procedure'],
  ['941', 'Illustrated parts data'],
];

const rule = (
  id: string,
  path: string,
  flag: '0' | '1' | '2',
  use: string,
  values: string[][] = [],
) =>
  `        <structureObjectRule>
          <brDecisionRef brDecisionIdentNumber="${id}"/>
          <objectPath allowedObjectFlag="${flag}">${escapeXml(path)}</objectPath>
          <objectUse>${escapeXml(use)}</objectUse>${values
            .map(
              ([value, meaning]) =>
                `\n          <objectValue valueForm="single" valueAllowed="${value}">${escapeXml(meaning ?? '')}</objectValue>`,
            )
            .join('')}
        </structureObjectRule>`;

/** The project BREX: layered on the Issue 6 default BREX by its brexDmRef. */
export function brexModule(code: DmCode): DemoModule {
  const rules = [
    rule(
      'TDW-BR-00001',
      '//dmIdent/dmCode/@modelIdentCode',
      '2',
      'Data modules use the model identification code TIDEWELL.',
      [[MIC, 'Tidewell submersible utility pumps']],
    ),
    rule(
      'TDW-BR-00002',
      '//pmIdent/pmCode/@modelIdentCode',
      '2',
      'Publication modules use the model identification code TIDEWELL.',
      [[MIC, 'Tidewell submersible utility pumps']],
    ),
    rule(
      'TDW-BR-00003',
      '//dmIdent/dmCode/@infoCode',
      '2',
      'Only the information codes of this project are used.',
      DEMO_INFO_CODES,
    ),
    rule('TDW-BR-00004', '//security/@securityClassification', '2', 'All data is unclassified.', [
      ['01', 'Unclassified'],
    ]),
    rule(
      'TDW-BR-00005',
      '//dmIdent/language/@languageIsoCode',
      '2',
      'Data is written in English (ASD-STE100).',
      [['en', 'English']],
    ),
    rule(
      'TDW-BR-00006',
      '//responsiblePartnerCompany/@enterpriseCode',
      '2',
      'Tidewell Pumps Ltd is responsible for all data.',
      [[ENTERPRISE.code, ENTERPRISE.name]],
    ),
    rule(
      'TDW-BR-00007',
      '//dmodule[not(content/applicCrossRefTable or content/condCrossRefTable or content/productCrossRefTable or content/brex)]/identAndStatusSection/dmStatus[not(applicCrossRefTableRef)]',
      '0',
      'Every data module other than the cross-reference tables and the BREX refers to the project ACT.',
    ),
    rule(
      'TDW-BR-00008',
      '//proceduralStep[count(ancestor-or-self::proceduralStep) > 3]',
      '0',
      'Procedural steps are nested at most three levels deep.',
    ),
    rule(
      'TDW-BR-00009',
      '//dmodule/identAndStatusSection/dmStatus/applic[not(displayText)]',
      '0',
      'The applicability of a data module always has display text.',
    ),
  ];
  return {
    code,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Tidewell submersible utility pumps', infoName: 'Business rules exchange' },
    schema: 'brex',
    qa: 'tabtop',
    withoutAct: true,
    content: `    <brex>
      ${renderSnsRules(DEMO_SNS, '  ').replace(/\n/g, '\n      ')}
      <contextRules>
        <structureObjectRuleGroup>
${rules.join('\n')}
        </structureObjectRuleGroup>
        <notationRuleList>
          <notationRule>
            <notationName allowedNotationFlag="1">svg</notationName>
            <objectUse>Illustrations are SVG.</objectUse>
          </notationRule>
        </notationRuleList>
      </contextRules>
      <nonContextRules>
        <nonContextRule>
          <simplePara>Procedures and descriptions are written in ASD-STE100 Simplified Technical English.</simplePara>
        </nonContextRule>
        <nonContextRule>
          <simplePara>Each warning in a procedure is also kept in the warnings repository data module (information code 0A4).</simplePara>
        </nonContextRule>
      </nonContextRules>
    </brex>`,
  };
}

export function actModule(code: DmCode, cct: DmCode, pct: DmCode): DemoModule {
  return {
    code,
    issue: { issueNumber: '001', inWork: '00' },
    title: {
      techName: 'Tidewell submersible utility pumps',
      infoName: 'Applicability cross-reference table',
    },
    schema: 'appliccrossreftable',
    qa: 'tabtop',
    withoutAct: true,
    content: `    <applicCrossRefTable>
      <productAttributeList>
        <productAttribute id="serialno" productIdentifier="primary" valuePattern="[0-9]{7}">
          <name>Serial number</name>
          <displayName>Serial number</displayName>
          <descr>The serial number on the identification plate of the motor housing.</descr>
        </productAttribute>
        <productAttribute id="model">
          <name>Model</name>
          <displayName>Model</displayName>
          <descr>SP-400 has a manual switch. SP-400A has a float switch that starts and stops the pump automatically.</descr>
          <enumeration applicPropertyValues="SP-400|SP-400A"/>
        </productAttribute>
        <productAttribute id="voltage" valueDataType="integer">
          <name>Supply voltage</name>
          <displayName>Voltage</displayName>
          <descr>The rated supply voltage, in volts, on the identification plate.</descr>
          <enumeration applicPropertyValues="120|230"/>
        </productAttribute>
      </productAttributeList>
      <condCrossRefTableRef>${dmRef(cct)}</condCrossRefTableRef>
      <productCrossRefTableRef>${dmRef(pct)}</productCrossRefTableRef>
    </applicCrossRefTable>`,
  };
}

export function cctModule(code: DmCode, sbModule: DmCode): DemoModule {
  return {
    code,
    issue: { issueNumber: '001', inWork: '00' },
    title: {
      techName: 'Tidewell submersible utility pumps',
      infoName: 'Conditions cross-reference table',
    },
    schema: 'condcrossreftable',
    qa: 'tabtop',
    withoutAct: true,
    content: `    <condCrossRefTable>
      <condTypeList>
        <condType id="sbStatus" valueDataType="string">
          <name>Service bulletin status</name>
          <descr>Whether a service bulletin is incorporated in the product.</descr>
          <enumeration applicPropertyValues="pre|post"/>
        </condType>
      </condTypeList>
      <condList>
        <cond id="SB-400-01" condTypeRefId="sbStatus">
          <name>SB-400-01</name>
          <descr>Service bulletin SB-400-01: wear-resistant impeller with a retaining screw.</descr>
          <refs>${dmRef(sbModule, { title: { techName: 'Impeller', infoName: 'Install procedure' } })}</refs>
        </cond>
      </condList>
    </condCrossRefTable>`,
  };
}

export function pctModule(code: DmCode): DemoModule {
  const products = PRODUCTS.map(
    (p) => `      <product id="${p.id}">
        <assign applicPropertyIdent="serialno" applicPropertyType="prodattr" applicPropertyValue="${p.serialno}"/>
        <assign applicPropertyIdent="model" applicPropertyType="prodattr" applicPropertyValue="${p.model}"/>
        <assign applicPropertyIdent="voltage" applicPropertyType="prodattr" applicPropertyValue="${p.voltage}"/>
        <assign applicPropertyIdent="SB-400-01" applicPropertyType="condition" applicPropertyValue="${p.sb}"/>
      </product>`,
  );
  return {
    code,
    issue: { issueNumber: '001', inWork: '00' },
    title: {
      techName: 'Tidewell submersible utility pumps',
      infoName: 'Product cross-reference table',
    },
    schema: 'prdcrossreftable',
    qa: 'tabtop',
    withoutAct: true,
    content: `    <productCrossRefTable>
${products.join('\n')}
    </productCrossRefTable>`,
  };
}

/** The warnings every procedure uses, kept once in the warnings repository (CIR, info code 0A4). */
export const WARNINGS = {
  electric:
    'Disconnect the power cord from the electrical supply before you touch the pump. An electrical shock can kill you.',
  hot: 'Let the pump cool for 15 minutes after operation. The motor housing can be hot and cause burns.',
  dirty: 'Wear protective gloves. The pumped water can contain sewage, oil or chemicals.',
} as const;

export function warningsCir(code: DmCode): DemoModule {
  const specs = Object.entries(WARNINGS).map(
    ([id, text], i) => `        <warningSpec>
          <warningIdent warningIdentNumber="TDW-WARN-${String(i + 1).padStart(3, '0')}" id="warn-${id}"/>
          <warningAndCautionPara>${escapeXml(text)}</warningAndCautionPara>
        </warningSpec>`,
  );
  return {
    code,
    issue: { issueNumber: '001', inWork: '00' },
    title: { techName: 'Submersible utility pump', infoName: 'Warnings repository' },
    schema: 'comrep',
    qa: 'tabtop',
    content: `    <commonRepository>
      <warningRepository>
${specs.join('\n')}
      </warningRepository>
    </commonRepository>`,
  };
}

export { DEMO_SNS_TEXT as demoSnsText };
