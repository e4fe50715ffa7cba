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

/** One data module per template shape: every schema, and each variant a schema has. */
const DATA_MODULES: [string, string, Partial<NewDmOptions>?][] = [
  ['descript 040', '040'],
  ['proced 520', '520'],
  ['fault report 411', '411'],
  ['fault isolation 421', '421'],
  ['ipd 941', '941'],
  ['crew 043', '043', { schema: 'crew' }],
  ['process 951', '951'],
  ['learning content 952 T4JC', '952', { learnCode: 'T4J', learnEventCode: 'C' }],
  ['learning summary 952 T36D', '952', { learnCode: 'T36', learnEventCode: 'D' }],
  ['comrep 00X', '00X'],
];

/** The element each template's content must start with, as its schema requires. */
const CONTENT_ELEMENT: Record<string, string> = {
  'descript 040': 'description',
  'proced 520': 'procedure',
  'fault report 411': 'faultReporting',
  'fault isolation 421': 'faultIsolation',
  'ipd 941': 'illustratedPartsCatalog',
  'crew 043': 'crew',
  'process 951': 'process',
  'learning content 952 T4JC': 'learning',
  'learning summary 952 T36D': 'learning',
  'comrep 00X': 'commonRepository',
};

function templates(issue: (typeof PROJECT_ISSUES)[number]): [string, NewObject][] {
  const settings = settingsFor(issue);
  return [
    ...DATA_MODULES.map(([name, infoCode, more]): [string, NewObject] => [
      name,
      newDataModule({ settings, sns, infoCode, techName: 'Brake', date, ...more }),
    ]).filter(([name]) => (issue.startsWith('4.0') ? !name.startsWith('comrep') : true)),
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
        const first = content ? [...content.childNodes].find((n) => n.nodeType === 1) : undefined;
        if (CONTENT_ELEMENT[name]) expect(first?.nodeName).toBe(CONTENT_ELEMENT[name]);
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
        'Information code 053 takes the wrngdata schema, which has no template yet; choose one of descript, proced, fault, ipd, crew, process, learning, comrep.',
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
    expect(problems('6', { learnCode: 'T10', learnEventCode: 'B' })).toEqual([
      'Learning templates exist for learn event codes C, D (content, summary); B has none yet.',
    ]);
    expect(problems('6', { infoCode: '00N' })).toEqual([
      'Common information repository templates exist for information code 00X (controls and indicators); 00N has none yet.',
    ]);
    expect(problems('4.0', { infoCode: '00X' })).toEqual([
      expect.stringMatching(
        /^Information code 00X takes the techrep schema, which has no template yet/,
      ),
    ]);
  });
});
