import { formatDmCode } from '../codes/dm-code';
import { defaultProjectSettings, type ProjectSettings } from '../csdb/project-settings';
import { demoCode, dmFileName, ENTERPRISE, MIC, SDC, type IcnEntity } from './demo-markup';
import { FLOAT_SWITCH_SVG, GENERAL_VIEW_SVG, IMPELLER_SVG } from './demo-icns';
import { renderModule, type DemoModule } from './demo-module';
import {
  cleanModule,
  descriptionModule,
  faultIsolationModule,
  flowCheckModule,
  floatSwitchModule,
  installModule,
  operationModule,
  partsModule,
  removeModule,
  type DemoCodes,
  type DemoIcns,
} from './demo-modules';
import {
  dataModuleList,
  DDN_CODE,
  dispatchNote,
  DML_CODE,
  PM_CODE,
  publicationModule,
  type ModuleEntry,
} from './demo-publications';
import { actModule, brexModule, cctModule, pctModule, warningsCir } from './demo-tables';

export type DemoFile = { name: string; bytes: Uint8Array };
export type DemoProject = {
  name: string;
  description: string;
  settings: ProjectSettings;
  files: DemoFile[];
};

export const DEMO_DATE = '2025-05-12';

const CODES: DemoCodes = {
  brex: demoCode('00-00-00', '00A', '022A', 'D'),
  act: demoCode('00-00-00', '00A', '00WA', 'D'),
  cct: demoCode('00-00-00', '00A', '00QA', 'D'),
  pct: demoCode('00-00-00', '00A', '00PA', 'D'),
  warnings: demoCode('00-00-00', '00A', '0A4A', 'D'),
  description: demoCode('00-00-00', '00A', '040A', 'D'),
  floatSwitch: demoCode('20-40-00', '00A', '042A', 'A'),
  operation: demoCode('00-00-00', '00A', '131A', 'A'),
  clean: demoCode('20-30-00', '00A', '258A', 'A'),
  remove: demoCode('20-20-00', '00A', '520A', 'A'),
  install: demoCode('20-20-00', '00A', '720A', 'A'),
  flowCheck: demoCode('20-00-00', '00A', '363A', 'A'),
  faultIsolation: demoCode('20-00-00', '00A', '421A', 'A'),
  parts: demoCode('20-00-00', '01A', '941A', 'D'),
};

const icn = (sns: string, seq: string): IcnEntity => ({
  icn: `ICN-${MIC}-${SDC}-${sns}-A-${ENTERPRISE.code}-${seq}-A-001-01`,
  extension: 'SVG',
});

const ICNS: DemoIcns = {
  generalView: icn('000000', '00001'),
  impeller: icn('202000', '00002'),
  floatSwitch: icn('204000', '00003'),
};

/**
 * Authors the demo project: the Tidewell SP-400 submersible utility pump, written for this
 * product (nothing is taken from the ASD samples). Issue 6 throughout: a project BREX with
 * the pump's SNS layered on the default BREX; ACT, CCT and PCT whose properties the content
 * uses; a warnings CIR; descriptive, crew, procedural, fault isolation and illustrated parts
 * data modules; a publication module; a DMRL; a dispatch note; three SVG illustrations.
 * Deterministic: the same date gives the same bytes.
 */
export function generateDemoProject(options: { date?: string } = {}): DemoProject {
  const date = options.date ?? DEMO_DATE;
  const context = { date, projectBrex: CODES.brex, act: CODES.act };
  const modules: DemoModule[] = [
    brexModule(CODES.brex),
    actModule(CODES.act, CODES.cct, CODES.pct),
    cctModule(CODES.cct, CODES.install),
    pctModule(CODES.pct),
    warningsCir(CODES.warnings),
    descriptionModule(CODES, ICNS),
    floatSwitchModule(CODES, ICNS),
    operationModule(CODES, ICNS),
    cleanModule(CODES),
    removeModule(CODES, ICNS),
    installModule(CODES, ICNS),
    flowCheckModule(CODES),
    faultIsolationModule(CODES),
    partsModule(CODES, ICNS),
  ];
  const encoder = new TextEncoder();
  const files: DemoFile[] = modules.map((m) => ({
    name: dmFileName(m.code, m.issue),
    bytes: encoder.encode(renderModule(m, context)),
  }));
  const entry = (m: DemoModule): ModuleEntry => ({ code: m.code, issue: m.issue, title: m.title });
  const byCode = (code: (typeof CODES)[keyof DemoCodes]) =>
    entry(modules.find((m) => m.code === code)!);
  const pm = publicationModule(date, CODES.brex, CODES.act, [
    {
      title: 'Description and operation',
      type: 'pmt23',
      modules: [byCode(CODES.description), byCode(CODES.floatSwitch), byCode(CODES.operation)],
    },
    { title: 'Servicing', type: 'pmt28', modules: [byCode(CODES.clean)] },
    {
      title: 'Removal and installation',
      type: 'pmt26',
      modules: [byCode(CODES.remove), byCode(CODES.install)],
    },
    {
      title: 'Tests and fault isolation',
      type: 'pmt29',
      modules: [byCode(CODES.flowCheck), byCode(CODES.faultIsolation)],
    },
    { title: 'Illustrated parts data', type: 'pmt34', modules: [byCode(CODES.parts)] },
  ]);
  const pmName = `PMC-${PM_CODE.modelIdentCode}-${PM_CODE.pmIssuer}-${PM_CODE.pmNumber}-${PM_CODE.pmVolume}_001-00_EN-US.XML`;
  files.push({ name: pmName, bytes: encoder.encode(pm) });
  const dmlName = `DML-${DML_CODE.modelIdentCode}-${DML_CODE.senderIdent}-C-${DML_CODE.yearOfDataIssue}-${DML_CODE.seqNumber}_001-00.XML`;
  files.push({
    name: dmlName,
    bytes: encoder.encode(dataModuleList(date, CODES.brex, modules.map(entry))),
  });
  const svgs: [IcnEntity, string][] = [
    [ICNS.generalView, GENERAL_VIEW_SVG],
    [ICNS.impeller, IMPELLER_SVG],
    [ICNS.floatSwitch, FLOAT_SWITCH_SVG],
  ];
  for (const [entity, svg] of svgs)
    files.push({ name: `${entity.icn}.${entity.extension}`, bytes: encoder.encode(svg) });
  const delivered = [
    ...modules.map((m) => ({
      name: dmFileName(m.code, m.issue),
      entityControlNumber: formatDmCode(m.code),
      issue: m.issue,
    })),
    {
      name: pmName,
      entityControlNumber: pmName.split('_')[0]!,
      issue: { issueNumber: '001', inWork: '00' },
    },
    {
      name: dmlName,
      entityControlNumber: dmlName.split('_')[0]!,
      issue: { issueNumber: '001', inWork: '00' },
    },
    ...svgs.map(([e]) => ({ name: `${e.icn}.${e.extension}` })),
  ];
  const ddnName = `DDN-${DDN_CODE.modelIdentCode}-${DDN_CODE.senderIdent}-${DDN_CODE.receiverIdent}-${DDN_CODE.yearOfDataIssue}-${DDN_CODE.seqNumber}.XML`;
  files.push({ name: ddnName, bytes: encoder.encode(dispatchNote(date, CODES.brex, delivered)) });
  return {
    name: 'Tidewell SP-400 utility pump (demo)',
    description:
      'A small but complete Issue 6 project: a submersible utility pump in two models, with its BREX, applicability tables, procedures, fault isolation, parts data, manual, DMRL and dispatch note.',
    settings: defaultProjectSettings({
      issue: '6',
      modelIdentCodes: [MIC],
      systemDiffCode: SDC,
      languageIsoCode: 'en',
      countryIsoCode: 'US',
      responsiblePartnerCompany: { ...ENTERPRISE },
      originator: { ...ENTERPRISE },
      securityClassification: '01',
      brex: { kind: 'project', code: formatDmCode(CODES.brex) },
      sns: { kind: 'project' },
    }),
    files,
  };
}
