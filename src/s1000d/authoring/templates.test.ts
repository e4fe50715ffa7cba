import { describe, expect, it } from 'vitest';
import { BrexEngine } from '../brex/brex-engine';
import { findingsOf } from '../brex/report-formats';
import { memoryProvider } from '../brex/worker/check-files';
import { defaultProjectSettings, PROJECT_ISSUES } from '../csdb/project-settings';
import { defaultBrexNamedFiles, miniXsdZip } from '../node/test-projects';
import { readSchemaSet } from '../schemas/schema-set';
import { SchemaValidator } from '../schemas/xsd-validator';
import { xmldomParser } from '../xml/xmldom-parser';
import { loadXml } from '../xml/load-xml';
import { readIdentity } from '../csdb/object-identity';
import { newPublicationModule } from '../publication/new-pm';
import { formatPmCode } from '../codes/pm-code';
import { newDataModule, type NewDmOptions } from './new-data-module';
import { newComment, newDdn, newDml } from './new-list-objects';
import type { NewObject } from './new-object';

const engine = await BrexEngine.create();
const miniSet = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
if (!miniSet.ok) throw new Error(miniSet.problems.join('; '));
const validator = await SchemaValidator.create([miniSet.set]);
const provider = memoryProvider([], defaultBrexNamedFiles());
const enterprise = { code: 'U8025', name: 'Bike Co' };
const address = { name: 'Bike Co', city: 'Leeds', country: 'UK' };
const date = '2026-11-24';
const sns = { systemCode: 'DA1', subSystemCode: '1', subSubSystemCode: '0', assyCode: '00' };
const ISSUES = PROJECT_ISSUES.filter((i) => i !== '3.0');

function settingsFor(issue: (typeof PROJECT_ISSUES)[number]) {
  return defaultProjectSettings({
    issue,
    modelIdentCodes: ['BIKE'],
    responsiblePartnerCompany: enterprise,
    originator: enterprise,
  });
}

const COMREP_ISSUES = (issue: string) => !issue.startsWith('4.0');
const TECHREP_ISSUES = (issue: string) => issue.startsWith('4.0');

/**
 * One data module per template shape: every schema, and each variant a schema has, with the
 * content element and its first child the schema requires, and the issues it exists in.
 */
const DATA_MODULES: [string, string, string, Partial<NewDmOptions>?, ((i: string) => boolean)?][] =
  [
    ['descript 040', '040', 'description/levelledPara'],
    ['proced 520', '520', 'procedure/preliminaryRqmts'],
    ['fault report 411', '411', 'faultReporting/isolatedFault'],
    ['fault isolation 421', '421', 'faultIsolation/faultIsolationProcedure'],
    ['ipd 941', '941', 'illustratedPartsCatalog/catalogSeqNumber'],
    ['crew 043', '043', 'crew/descrCrew', { schema: 'crew' }],
    ['process 951', '951', 'process/dmSeq'],
    ...(
      [
        ['A', 'learningPlan'],
        ['B', 'learningOverview'],
        ['C', 'learningContent'],
        ['D', 'learningSummary'],
        ['E', 'learningAssessment'],
      ] as const
    ).map(([event, element]): [string, string, string, Partial<NewDmOptions>] => [
      `learning ${event} 952 T4J${event}`,
      '952',
      `learning/${element}`,
      { learnCode: 'T4J', learnEventCode: event },
    ]),
    ['comrep 00X', '00X', 'commonRepository/controlIndicatorRepository', {}, COMREP_ISSUES],
    ['comrep 00G', '00G', 'commonRepository/partRepository', {}, COMREP_ISSUES],
    ['comrep 0A4', '0A4', 'commonRepository/warningRepository', {}, COMREP_ISSUES],
    ['comrep 0A5', '0A5', 'commonRepository/cautionRepository', {}, COMREP_ISSUES],
    ['techrep 00G', '00G', 'techRepository/partRepository', {}, TECHREP_ISSUES],
    ['schedul 0B1', '0B1', 'maintPlanning/taskDefinition', {}, COMREP_ISSUES],
    ['schedul 000', '000', 'maintPlanning/taskDefinition', { schema: 'schedul' }],
    ['wrngdata 056', '056', 'wiringData/electricalEquipGroup'],
    ['frontmatter 001', '001', 'frontMatter/frontMatterTitlePage', {}, COMREP_ISSUES],
  ];
const CONTENT_ELEMENT = Object.fromEntries(DATA_MODULES.map(([name, , path]) => [name, path]));

function templates(issue: (typeof PROJECT_ISSUES)[number]): [string, NewObject][] {
  const settings = settingsFor(issue);
  return [
    ...DATA_MODULES.filter(([, , , , issues]) => !issues || issues(issue)).map(
      ([name, infoCode, , more]): [string, NewObject] => [
        name,
        newDataModule({ settings, sns, infoCode, techName: 'Brake', date, ...more }),
      ],
    ),
    ['pm', pmOf(settings)],
    ['dml', newDml({ settings, date, modules: ['DMC-BIKE-A-DA1-10-00-00A-040A-A'] })],
    [
      'ddn',
      newDdn({ settings, date, receiver: 'C3002', from: address, to: address, files: ['a.XML'] }),
    ],
    ['comment', newComment({ settings, date, title: 'Torque', from: address, text: 'Why?' })],
  ];
}

function pmOf(settings: ReturnType<typeof settingsFor>): NewObject {
  const pm = newPublicationModule({
    settings,
    title: 'Brakes',
    date,
    pmNumber: '00001',
    modules: [{ code: 'DMC-BIKE-A-DA1-10-00-00A-040A-A', title: 'Brake - Description' }],
  });
  return pm.ok ? { ...pm, code: formatPmCode(pm.code), schema: 'pm' } : pm;
}

describe('new objects from templates', () => {
  for (const issue of ISSUES) {
    for (const [name, made] of templates(issue)) {
      it(`${name} of Issue ${issue} passes that issue's default BREX and names its schema`, () => {
        if (!made.ok) throw new Error(made.problems.join('; '));
        const report = engine.check(made.fileName, made.xml, provider, {
          selection: { mode: 'default' },
          values: true,
        });
        expect(report.status).toBe('checked');
        expect(findingsOf(report).filter((f) => f.fail)).toEqual([]);
        const xml = loadXml(made.xml, { parser: xmldomParser });
        expect(xml.issue).toBe(issue);
        expect(xml.schemaName).toBe(made.schema);
        expect(readIdentity(xml)?.code).toBe(made.code);
        const content = xml.document.getElementsByTagName('content')[0];
        const firstOf = (n: Node | undefined) =>
          n ? [...n.childNodes].find((c) => c.nodeType === 1) : undefined;
        const first = firstOf(content);
        if (CONTENT_ELEMENT[name])
          expect(`${first?.nodeName}/${firstOf(first)?.nodeName}`).toBe(CONTENT_ELEMENT[name]);
        if (issue === '4.1') {
          const valid = validator.validate(made.fileName, made.xml);
          expect(valid.errors).toEqual([]);
          expect(valid.status).toBe('valid');
        }
      });
    }
  }

  it('takes the schema from the information-code map, the project overriding the default', () => {
    const settings = settingsFor('6');
    const made = newDataModule({ settings, sns, infoCode: '720', techName: 'Wheel', date });
    expect(made.ok && made.schema).toBe('proced');
    expect(made.ok && made.fileName).toBe('DMC-BIKE-A-DA1-10-00-00A-720A-A_000-01_EN-US.XML');
    expect(made.ok && made.xml).toContain('<infoName>Install procedure</infoName>');
    const tailored = {
      ...settings,
      infoCodeSchemas: { ...settings.infoCodeSchemas, '720': 'descript' },
    };
    const own = newDataModule({
      settings: tailored,
      sns,
      infoCode: '720',
      techName: 'Wheel',
      date,
    });
    expect(own.ok && own.schema).toBe('descript');
  });

  it('names every problem and makes nothing from bad input', () => {
    const settings = { ...settingsFor('3.0'), modelIdentCodes: [] };
    const made = newDataModule({
      settings,
      sns: { ...sns, systemCode: 'D' },
      infoCode: '053',
      techName: ' ',
      date: '24/11/2026',
    });
    expect(made).toEqual({
      ok: false,
      problems: [
        'New objects follow Issue 4.0 or later: this project follows Issue 3.0.',
        'The project has no model identification code.',
        'Enter the technical name (what the data module is about).',
        'Wiring data templates exist for information code 056 (equipment list); 053 has none yet (a wire, harness or connection list names the equipment of an equipment list: start there).',
        'The issue date must be YYYY-MM-DD.',
      ],
    });
  });

  it('says what a template needs that the code lacks, and which issue lacks the schema', () => {
    const problems = (issue: (typeof ISSUES)[number], more: Partial<NewDmOptions>) => {
      const made = newDataModule({
        settings: settingsFor(issue),
        sns,
        techName: 'Bell',
        date,
        infoCode: '952',
        ...more,
      });
      return made.ok ? [] : made.problems;
    };
    expect(problems('6', {})).toEqual([
      'A learning data module needs a learn code and learn event code (for example T4J and C).',
    ]);
    expect(problems('6', { infoCode: '00N' })).toEqual([
      'Common information repository templates exist for information code 00X (controls and indicators), 00G (parts), 0A4 (warnings), 0A5 (cautions); 00N has none yet.',
    ]);
    expect(problems('4.0', { infoCode: '00X' })).toEqual([
      'Technical information repository templates exist for information code 00G (parts); 00X has none yet. In Issue 4.0 and 4.0.2 repositories are the techrep schema; the others have templates from Issue 4.1 (comrep).',
    ]);
    expect(problems('4.2', { infoCode: '009' })).toEqual([
      'Front matter 009 is generated from a publication module, not written from a template: use Front matter in the publication module editor (s1kd-fmgen). The template is the 001 (title page).',
    ]);
    expect(problems('6', { infoCode: '040', schema: 'checklist' })).toEqual([
      expect.stringMatching(
        /^Information code 040 takes the checklist schema, which has no template because neither its schema nor a sample of it ships/,
      ),
    ]);
  });
});
