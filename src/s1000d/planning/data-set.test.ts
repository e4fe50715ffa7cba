import { describe, expect, it } from 'vitest';
import { checkBrex } from '../brex/check-brex';
import { classifyFile } from '../csdb/classify';
import { defaultProjectSettings, type ProjectIssue } from '../csdb/project-settings';
import { defaultBrexFromDir } from '../node/default-brex-dir';
import { DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { miniXsdZip } from '../node/test-projects';
import { xmldomParser } from '../node/xmldom-parser';
import { readDml } from '../refs/dml';
import { readSchemaSet } from '../schemas/schema-set';
import { SchemaValidator } from '../schemas/xsd-validator';
import { loadMaintainedSns } from '../sns/maintained-sns';
import { loadXml } from '../xml/load-xml';
import { planDataSet, snsPaths } from './data-set-plan';
import { planToCsv, planToDmrl } from './data-set-export';
import { skeletonModule } from './skeleton-module';

const avSns = await loadMaintainedSns('air-vehicle');
const settings = (issue: ProjectIssue = '4.1') =>
  defaultProjectSettings({
    issue,
    modelIdentCodes: ['S1000DBIKE'],
    systemDiffCode: 'AAA',
    responsiblePartnerCompany: { code: 'C3002', name: 'Bike Co' },
    originator: { code: 'C3002', name: 'Bike Co' },
  });
const brexOf = defaultBrexFromDir(DEFAULT_BREX_DIR);
const schemas = readSchemaSet([{ path: 'S1000D_4-1.zip', bytes: miniXsdZip() }]);
if (!schemas.ok) throw new Error(schemas.problems.join('\n'));
const validator = await SchemaValidator.create([schemas.set]);

const brakes = snsPaths(avSns).find((n) => n.path === '21-5')!;

describe('planning SNS nodes × information codes', () => {
  it('plans one data module a node and code, titled from the SNS and the information code', () => {
    const plan = planDataSet(settings(), avSns, {
      nodes: [brakes.path],
      infoCodes: ['040', '520', '720B'],
    });
    expect(plan.problems).toEqual([]);
    expect(plan.modules.map((m) => m.code)).toEqual([
      'DMC-S1000DBIKE-AAA-21-50-00-00A-040A-A',
      'DMC-S1000DBIKE-AAA-21-50-00-00A-520A-A',
      'DMC-S1000DBIKE-AAA-21-50-00-00A-720B-A',
    ]);
    expect(plan.modules.map((m) => [m.techName, m.infoName, m.schema])).toEqual([
      ['Cooling', 'Description', 'descript'],
      ['Cooling', 'Remove procedure', 'proced'],
      ['Cooling', 'Install procedure', 'proced'],
    ]);
  });

  it('joins the deepest titles when asked for more levels, and plans a duplicate once', () => {
    const plan = planDataSet(settings(), avSns, {
      nodes: [brakes.path, brakes.path],
      infoCodes: ['040'],
      titleLevels: 2,
    });
    expect(plan.modules).toHaveLength(1);
    expect(plan.modules[0]!.techName).toBe(brakes.titles.slice(-2).join(', '));
  });

  it('names every refused input and plans the rest', () => {
    const plan = planDataSet(settings(), avSns, {
      nodes: ['ZZ9', brakes.path],
      infoCodes: ['04', '040'],
      itemLocationCode: 'A',
    });
    expect(plan.modules).toHaveLength(1);
    expect(plan.problems).toEqual([
      'The SNS has no node "ZZ9".',
      '"04" is not an information code (three characters and a variant).',
    ]);
    const none = planDataSet(defaultProjectSettings(), avSns, { nodes: [], infoCodes: [] });
    expect(none.modules).toEqual([]);
    expect(none.problems).toContain('The project has no model identification code.');
  });

  it("uses the project's own information code names and schemas first", () => {
    const own = {
      ...settings(),
      infoNames: { '040': 'How it works' },
      infoCodeSchemas: { '040': 'proced' },
    };
    const [m] = planDataSet(own, avSns, { nodes: [brakes.path], infoCodes: ['040'] }).modules;
    expect([m!.infoName, m!.schema]).toEqual(['How it works', 'proced']);
  });
});

describe('exporting the plan', () => {
  const plan = planDataSet(settings(), avSns, { nodes: [brakes.path], infoCodes: ['040', '520'] });

  it('writes a DMRL that reads back, passes the schema and the default BREX', () => {
    const dmrl = planToDmrl(settings(), plan.modules, {
      dmlType: 'c',
      seqNumber: '00007',
      date: '2026-11-24',
    });
    if (!dmrl.ok) throw new Error(dmrl.problems.join());
    expect(dmrl.fileName).toBe('DML-S1000DBIKE-C3002-C-2026-00007_000-01.XML');
    const xml = loadXml(dmrl.xml, { parser: xmldomParser, fileName: dmrl.fileName });
    const dml = readDml(xml);
    expect(dml.entries.map((e) => [e.dmlEntryType, e.ref?.code])).toEqual(
      plan.modules.map((m) => ['n', m.code]),
    );
    expect(validator.validate(dmrl.fileName, dmrl.xml).status).toBe('valid');
    const report = checkBrex(xml, [brexOf('4.1')!]);
    expect(report.findings.filter((f) => f.fail)).toEqual([]);
  });

  it('refuses a bad sequence number or an empty plan, naming the problem', () => {
    const bad = planToDmrl(settings(), [], { dmlType: 'p', seqNumber: '7', date: '2026-11-24' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.problems).toContain('The plan holds no data module.');
      expect(bad.problems.join()).toMatch(/Sequence number/);
    }
  });

  it('writes CSV with quoted cells where needed', () => {
    const csv = planToCsv([{ ...plan.modules[0]!, techName: 'Cooling, front' }]);
    expect(csv.split('\r\n')).toEqual([
      'dmCode,techName,infoName,schema',
      `${plan.modules[0]!.code},"Cooling, front",Description,descript`,
      '',
    ]);
  });
});

describe('skeleton data modules', () => {
  it.each(['4.1', '6'] as const)(
    'are valid Issue %s objects with the planned code and title',
    async (issue) => {
      const plan = planDataSet(settings(issue), avSns, {
        nodes: [brakes.path],
        infoCodes: ['040', '520'],
      });
      for (const module of plan.modules) {
        const made = skeletonModule(settings(issue), module, '2026-11-24');
        if (!made.ok) throw new Error(made.problem);
        const found = await classifyFile(made.fileName, new TextEncoder().encode(made.xml), {
          parser: xmldomParser,
        });
        expect(found).toMatchObject({ status: 'object', kind: 'dm' });
        if (found.status !== 'object') continue;
        expect([found.listing.c, found.listing.n, found.listing.i]).toEqual([
          module.code,
          `${module.techName} - ${module.infoName}`,
          '000',
        ]);
        if (issue === '4.1')
          expect(validator.validate(made.fileName, made.xml).status).toBe('valid');
        const xml = loadXml(made.xml, { parser: xmldomParser, fileName: made.fileName });
        expect(checkBrex(xml, [brexOf(issue)!]).findings.filter((f) => f.fail)).toEqual([]);
      }
    },
  );

  it('refuses a schema it has no skeleton for, by name', () => {
    const [wiring] = planDataSet(settings(), avSns, {
      nodes: [brakes.path],
      infoCodes: ['053'],
    }).modules;
    const made = skeletonModule(settings(), wiring!, '2026-11-24');
    expect(made).toMatchObject({ ok: false });
    if (!made.ok)
      expect(made.problem).toMatch(
        /Wiring data templates exist for information code 056 \(equipment list\); 053 has none yet/,
      );
  });
});
