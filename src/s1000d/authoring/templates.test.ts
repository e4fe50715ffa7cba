import { describe, expect, it } from 'vitest';
import { BrexEngine } from '../brex/brex-engine';
import { findingsOf } from '../brex/report-formats';
import { memoryProvider } from '../brex/worker/check-files';
import { defaultProjectSettings, PROJECT_ISSUES } from '../csdb/project-settings';
import { defaultBrexNamedFiles } from '../node/test-projects';
import { xmldomParser } from '../xml/xmldom-parser';
import { loadXml } from '../xml/load-xml';
import { readIdentity } from '../csdb/object-identity';
import { newPublicationModule } from '../publication/new-pm';
import { formatPmCode } from '../codes/pm-code';
import { newDataModule } from './new-data-module';
import { newComment, newDdn, newDml } from './new-list-objects';
import type { NewObject } from './new-object';

const engine = await BrexEngine.create();
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

function templates(issue: (typeof PROJECT_ISSUES)[number]): [string, NewObject][] {
  const settings = settingsFor(issue);
  return [
    ['descript 040', newDataModule({ settings, sns, infoCode: '040', techName: 'Brake', date })],
    ['proced 520', newDataModule({ settings, sns, infoCode: '520', techName: 'Brake', date })],
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
      infoCode: '941',
      techName: ' ',
      date: '24/11/2026',
    });
    expect(made).toEqual({
      ok: false,
      problems: [
        'New objects follow Issue 4.0 or later: this project follows Issue 3.0.',
        'The project has no model identification code.',
        'Enter the technical name (what the data module is about).',
        'Information code 941 takes the ipd schema, which has no template yet; choose one of descript, proced.',
        'The issue date must be YYYY-MM-DD.',
      ],
    });
  });
});
