import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../demo/demo-project';
import { DEMO_SNS } from '../../demo/demo-tables';
import { DEFAULT_BREX_DIR } from '../../node/test-fixtures';
import { xmldomParser } from '../../node/xmldom-parser';
import { loadXml } from '../../xml/load-xml';
import { BrexEngine } from '../brex-engine';
import { defaultBrexFileName, DEFAULT_BREX_NAMES } from '../brex-locate';
import { readBrex } from '../read-brex';
import { findingsOf } from '../report-formats';
import { memoryProvider } from '../worker/check-files';
import type { BrexDraft } from './brex-draft';
import { newBrexDraft } from './new-draft';
import { renderBrexModule } from './render-brex';
import { seedRulesFromSettings } from './seed-rules';
import { validateBrexDraft } from './validate-draft';

const engine = await BrexEngine.create();
const defaults = DEFAULT_BREX_NAMES.map((d) => ({
  name: d.name,
  bytes: readFileSync(join(DEFAULT_BREX_DIR, defaultBrexFileName(d.name))),
}));
const readRules = (name: string, text: string) =>
  readBrex(loadXml(text, { parser: xmldomParser, fileName: name }));
const ISSUE6 = 'DMC-S1000D-H-04-10-0301-00A-022A-D';
const issue6 = readRules(
  ISSUE6,
  readFileSync(join(DEFAULT_BREX_DIR, defaultBrexFileName(ISSUE6)), 'utf8'),
);

const demo = generateDemoProject({ date: '2025-06-01' });
const demoBrexName = 'DMC-TIDEWELL-A-00-00-00-00A-022A-D_001-00_EN-US.XML';

/** The demo project's own BREX, rebuilt with the builder from the project's settings. */
function demoDraft(): BrexDraft {
  const draft = newBrexDraft(demo.settings, { issueDate: '2025-06-01' });
  return {
    ...draft,
    issueNumber: '001',
    inWork: '00',
    techName: 'Tidewell submersible utility pumps',
    rules: seedRulesFromSettings(demo.settings, issue6),
    sns: DEMO_SNS,
    notations: [{ id: '', name: 'svg', allowed: true, objectUse: 'Illustrations are SVG.' }],
    narrative: [{ id: 'TDW-NC-1', text: 'Write procedures in ASD-STE100.' }],
  };
}

describe('the BREX builder', () => {
  it('seeds the rules s1kd-newdm -B derives from .defaults and .dmtypes', () => {
    const rules = seedRulesFromSettings(demo.settings, issue6);
    expect(
      rules.map((r) => [
        r.objectPath,
        r.values.length > 3 ? 'many' : r.values.map((v) => v.allowed),
      ]),
    ).toEqual([
      ['//dmIdent/dmCode/@modelIdentCode | //pmIdent/pmCode/@modelIdentCode', ['TIDEWELL']],
      ['//dmIdent/dmCode/@systemDiffCode', ['A']],
      ['//dmIdent/language/@languageIsoCode | //pmIdent/language/@languageIsoCode', ['en']],
      ['//dmIdent/language/@countryIsoCode | //pmIdent/language/@countryIsoCode', ['US']],
      [
        '//dmStatus/responsiblePartnerCompany/@enterpriseCode | //pmStatus/responsiblePartnerCompany/@enterpriseCode',
        ['7TDW1'],
      ],
      ['//dmStatus/originator/@enterpriseCode | //pmStatus/originator/@enterpriseCode', ['7TDW1']],
      ['//security/@securityClassification', ['01']],
      ['//dmIdent/dmCode/@infoCode', 'many'],
    ]);
    const infoCodes = rules.at(-1)!.values;
    // Every code is one the Issue 6 default BREX allows, with its meaning.
    expect(infoCodes.find((v) => v.allowed === '022')).toEqual({
      form: 'single',
      allowed: '022',
      meaning: 'Business rules exchange',
    });
    expect(rules.every((r) => r.allowedObjectFlag === '2' && r.id.startsWith('TIDEWELL-BR-'))).toBe(
      true,
    );
  });

  it('writes a BREX that passes the default BREX and the check of itself', () => {
    const draft = demoDraft();
    expect(validateBrexDraft(draft)).toEqual([]);
    const xml = renderBrexModule(draft);
    const report = engine.check(demoBrexName, xml, memoryProvider([], defaults), {
      selection: { mode: 'default' },
      values: true,
    });
    expect(report.status).toBe('checked');
    expect(report.brex.map((b) => b.brex)).toEqual([ISSUE6, demoBrexName]);
    expect(findingsOf(report)).toEqual([]);
  });

  it('reads back as written: rules, values, SNS, notations, narrative, parent', () => {
    const draft = demoDraft();
    const read = readRules(demoBrexName, renderBrexModule(draft));
    expect(read.code).toBe('DMC-TIDEWELL-A-00-00-00-00A-022A-D');
    expect(read.parentRef?.code).toBe(ISSUE6);
    expect(read.structureRules.map((r) => r.objectPath)).toEqual(
      draft.rules.map((r) => r.objectPath),
    );
    expect(read.structureRules[7]!.objectValues).toHaveLength(draft.rules[7]!.values.length);
    expect(read.sns).toEqual(DEMO_SNS);
    expect(read.notationRules).toEqual([
      { name: 'svg', allowed: true, objectUse: 'Illustrations are SVG.' },
    ]);
    expect(read.nonContextRules).toEqual(['Write procedures in ASD-STE100.']);
  });

  it('checks the demo project as well as its hand-written BREX does, and bites on a wrong code', () => {
    const brex = [{ name: demoBrexName, bytes: renderBrexModule(demoDraft()) }];
    const objects = demo.files
      .filter((f) => f.name.endsWith('.XML') && f.name !== demoBrexName)
      .map((f) => ({ name: f.name, bytes: f.bytes }));
    const provider = memoryProvider(brex, defaults, objects);
    const options = {
      selection: { mode: 'referenced' as const },
      layered: true,
      values: true,
      sns: 'normal' as const,
      notations: true,
    };
    const reports = objects.map((o) => engine.check(o.name, o.bytes, provider, options));
    expect(reports.filter((r) => r.status !== 'checked' || r.errorCount > 0)).toEqual([]);
    expect(
      reports.every((r) => r.brex.map((b) => b.brex).join() === `${demoBrexName},${ISSUE6}`),
    ).toBe(true);

    const text = new TextDecoder().decode(objects.find((o) => o.name.includes('-520A-'))!.bytes);
    const wrong = text.replace(
      'systemDiffCode="A" systemCode="20"',
      'systemDiffCode="B" systemCode="99"',
    );
    const report = engine.check('wrong.XML', wrong, provider, options);
    expect(report.sns).toEqual({ code: 'systemCode', invalidValue: '99' });
    expect(findingsOf(report).map((f) => f.ruleId ?? f.kind)).toEqual(['sns', 'TIDEWELL-BR-00002']);
  });

  it('names every problem of a draft at once', () => {
    const draft: BrexDraft = {
      ...demoDraft(),
      code: 'DMC-TIDEWELL-A-00-00-01-00A-040A-A',
      issue: '4.1',
      defaultSeverity: 'brsl02',
      rules: [
        {
          id: 'X',
          objectPath: '',
          allowedObjectFlag: '2',
          objectUse: '',
          values: [],
          severity: 'high',
          context: 'Desc',
        },
        {
          id: 'X',
          objectPath: '//a',
          allowedObjectFlag: '0',
          objectUse: 'a',
          values: [{ form: 'pattern', allowed: '[', meaning: '' }],
          severity: '',
          context: '',
        },
      ],
      notations: [
        { id: '', name: 'png', allowed: true, objectUse: '' },
        { id: '', name: 'png', allowed: false, objectUse: '' },
      ],
    };
    expect(validateBrexDraft(draft).map((p) => p.message)).toEqual([
      'A BREX data module has information code 022 (BREX-S1-00268).',
      'A BREX data module has item location code D (BREX-S1-00268).',
      'A project BREX has assembly code 00 or 0000 (Issue 6 default BREX rule BREX-S1-00144).',
      'Severity levels exist from Issue 4.2 on.',
      'Rule 1: the object path is empty.',
      'Rule 1: say what the rule is for (objectUse).',
      'Rule 1: flag 2 checks values only; give at least one allowed value.',
      'Rule 1: the severity level is brsl01 to brsl99.',
      'Rule 1: severity levels exist from Issue 4.2 on.',
      'Rule 1: the context is a schema name (descript, proced …).',
      "Rule 2: rule id X is also rule 1's.",
      'Rule 2: "[" is not a regular expression.',
      'Notation png is listed twice.',
    ]);
    expect(() => renderBrexModule({ ...demoDraft(), issue: '3.0' })).toThrow(/Issue 4.0 and later/);
  });

  it('writes rules for one schema in their own context, severity only from Issue 4.2', () => {
    const draft = demoDraft();
    draft.defaultSeverity = 'brsl02';
    draft.rules = [
      {
        id: 'R1',
        objectPath: '//para[not(*)]',
        allowedObjectFlag: '0',
        objectUse: 'No empty paragraphs.',
        values: [],
        severity: 'brsl01',
        context: 'descript',
      },
    ];
    const xml = renderBrexModule(draft);
    expect(xml).toContain('<brex defaultBrSeverityLevel="brsl02">');
    expect(xml).toContain(
      '<contextRules rulesContext="http://www.s1000d.org/S1000D_6/xml_schema_flat/descript.xsd">',
    );
    expect(xml).toContain('<structureObjectRule brSeverityLevel="brsl01">');
    const older = renderBrexModule({ ...draft, issue: '4.1' });
    expect(older).not.toContain('brSeverityLevel');
    expect(older).toContain('S1000D_4-1/xml_schema_flat/brex.xsd');
  });
});
