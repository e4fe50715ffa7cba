import { describe, expect, it } from 'vitest';
import { BrexEngine } from '../brex/brex-engine';
import { findingsOf } from '../brex/report-formats';
import { memoryProvider } from '../brex/worker/check-files';
import { addBrexRules } from '../brex-write/add-brex-rules';
import { defaultProjectSettings } from '../csdb/project-settings';
import { readBrex } from '../brex/read-brex';
import { bikeFiles } from '../node/test-fixtures';
import { bikeNamedFile, defaultBrexNamedFiles } from '../node/test-projects';
import { xmldomXpath2 } from '../node/xpath2-xmldom';
import { loadXml } from '../xml/load-xml';
import { xmldomParser } from '../xml/xmldom-parser';
import { basename } from 'node:path';
import { validatePattern, type IssuePattern } from './issue-pattern';
import { patternObjectPath, patternRuleXml } from './pattern-rule';
import { promotePattern } from './promote-pattern';
import { runPattern, testPatternExamples } from './run-pattern';

const engine = await BrexEngine.create();
const tools = { engine, xpath2: xmldomXpath2 };
const project = bikeFiles((n) => /^DMC-.*\.XML$/.test(n)).map((p) => bikeNamedFile(basename(p)));
const settings = defaultProjectSettings({
  issue: '4.2',
  modelIdentCodes: ['BIKE'],
  responsiblePartnerCompany: { code: '0BKE1', name: 'Bike Co' },
  originator: { code: '0BKE1', name: 'Bike Co' },
});
const BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';

const untitled: IssuePattern = {
  name: 'Warning without text',
  kind: 'xpath',
  expression: '//warning[not(warningAndCautionPara)]',
  message: 'A warning needs its text.',
  severity: 'error',
  brdp: 'BRDP-S1-00501',
  examples: [
    { text: '<dmodule><content><warning/></content></dmodule>', expect: 'hit' },
    {
      text: '<dmodule><content><warning><warningAndCautionPara>Hot.</warningAndCautionPara></warning></content></dmodule>',
      expect: 'clean',
    },
  ],
};
const tyre: IssuePattern = {
  name: 'British spelling of tire',
  kind: 'regex',
  expression: '\\btyres?\\b',
  flags: 'i',
  scope: 'para',
  message: 'Write "tire" (ASD-STE100 R1.14: American English).',
  severity: 'warning',
  examples: [
    { text: 'Check the tyre pressure.', expect: 'hit' },
    { text: 'Check the tire pressure.', expect: 'clean' },
  ],
};

describe('issue patterns', () => {
  it('checks a pattern before it is saved', () => {
    expect(validatePattern(untitled)).toEqual([]);
    expect(validatePattern({ ...tyre, expression: '(' }).join()).toMatch(/does not compile/);
    expect(
      validatePattern({ ...untitled, name: '', message: '', brSeverityLevel: 'high' }),
    ).toEqual([
      'Give the pattern a name.',
      'Write the message an author sees when the pattern finds something.',
      'A BREX severity level is brsl followed by two digits (brsl01).',
    ]);
  });

  it('tries its examples: hits found, clean ones left alone', () => {
    expect(testPatternExamples(untitled, tools).map((r) => r.ok)).toEqual([true, true]);
    expect(testPatternExamples(tyre, tools).map((r) => [r.hits, r.ok])).toEqual([
      [1, true],
      [0, true],
    ]);
    const wrong = testPatternExamples(
      { ...tyre, examples: [{ text: 'tire', expect: 'hit' }] },
      tools,
    );
    expect(wrong[0]).toMatchObject({ ok: false, hits: 0 });
    const bad = testPatternExamples({ ...untitled, expression: '//warning[' }, tools);
    expect(bad[0]!.error).toMatch(/Rule ignored/);
  });

  it('runs an XPath pattern across the bike project with the line of each node', () => {
    const pattern: IssuePattern = { ...untitled, expression: '//para[contains(., "tire")]' };
    const run = runPattern(pattern, project, tools);
    expect(run.checked).toBe(project.length);
    expect(run.hits.length).toBeGreaterThan(0);
    expect(run.hits.every((h) => h.line! > 0 && h.path!.startsWith('/dmodule[1]/'))).toBe(true);
  });

  it('runs a regex pattern in the text of one element kind only', () => {
    const tires = { ...tyre, expression: '\\btires?\\b' };
    const run = runPattern(tires, project, tools);
    const everywhere = runPattern({ ...tires, scope: undefined }, project, tools);
    expect(run.hits.length).toBeGreaterThan(0);
    expect(everywhere.hits.length).toBeGreaterThan(run.hits.length);
    expect(run.hits[0]).toMatchObject({ match: expect.stringMatching(/^tires?$/i) });
  });

  it('is promoted into a BREX rule that finds what the pattern found', () => {
    const pattern: IssuePattern = { ...untitled, expression: '//para[contains(., "tire")]' };
    const found = runPattern(pattern, project, tools);
    expect(found.hits.length).toBeGreaterThan(10);
    const brex = bikeNamedFile(BREX);
    const promoted = promotePattern(pattern, {
      brex: brex.bytes,
      settings,
      date: '2025-01-02',
      parser: xmldomParser,
    });
    expect(promoted.fileName).toMatch(/_008-01_/);
    expect(promoted.newBrexCode).toBeUndefined();
    const text = new TextDecoder().decode(promoted.bytes);
    expect(text).toContain('Issue pattern "Warning without text" made a rule.');
    const rules = readBrex(loadXml(text, { parser: xmldomParser, fileName: promoted.fileName }));
    expect(rules.structureRules.at(-1)).toMatchObject({
      objectPath: '//para[contains(., "tire")]',
      allowedObjectFlag: '0',
      ruleId: 'BRDP-S1-00501',
    });
    const provider = memoryProvider(
      [{ name: promoted.fileName, bytes: promoted.bytes }],
      defaultBrexNamedFiles(),
    );
    const byBrex = project.flatMap((o) =>
      findingsOf(
        engine.check(o.name, o.bytes, provider, {
          selection: { mode: 'given', names: [promoted.fileName] },
          values: false,
        }),
      )
        .filter((f) => f.objectUse === pattern.message)
        .map((f) => `${f.object}:${f.line}`),
    );
    expect(byBrex.sort()).toEqual(found.hits.map((h) => `${h.object}:${h.line}`).sort());
  });

  it('makes a project BREX holding the rule when the project has none, clean against its default BREX', () => {
    const promoted = promotePattern(untitled, {
      settings,
      date: '2025-01-02',
      parser: xmldomParser,
    });
    expect(promoted.newBrexCode).toBe('DMC-BIKE-A-00-00-00-00A-022A-D');
    expect(promoted.fileName).toBe('DMC-BIKE-A-00-00-00-00A-022A-D_000-01_EN-US.XML');
    const text = new TextDecoder().decode(promoted.bytes);
    expect(text).not.toContain('snsRules');
    const rules = readBrex(loadXml(text, { parser: xmldomParser, fileName: promoted.fileName }));
    expect(rules.structureRules).toHaveLength(1);
    expect(rules.structureRules[0]).toMatchObject({ objectPath: untitled.expression });
    const own = engine.check(
      promoted.fileName,
      promoted.bytes,
      memoryProvider([], defaultBrexNamedFiles()),
      { selection: { mode: 'referenced' }, values: true },
    );
    expect(own.status).toBe('checked');
    expect(own.errorCount).toBe(0);
    const broken = new TextEncoder().encode('<dmodule><content><warning/></content></dmodule>');
    const hits = findingsOf(
      engine.check(
        'broken.XML',
        broken,
        memoryProvider([{ name: promoted.fileName, bytes: promoted.bytes }], []),
        {
          selection: { mode: 'given', names: [promoted.fileName] },
          values: false,
        },
      ),
    ).filter((f) => f.objectUse === untitled.message);
    expect(hits).toHaveLength(1);
  });

  it('promotes a regex pattern as an XPath 2.0 rule the engine runs with its 2.0 fallback', () => {
    expect(() => patternObjectPath(tyre)).toThrow(/no word boundaries/);
    expect(patternObjectPath({ ...tyre, expression: 'tyres?' })).toEqual({
      path: "//para[matches(., '[tT][yY][rR][eE][sS]?') eq true()]",
      xpathVersion: '2.0',
    });
    const ruleBrex = addBrexRules(
      bikeNamedFile(BREX).bytes,
      patternRuleXml({ ...tyre, expression: 'tires?' }),
      xmldomParser,
    );
    const provider = memoryProvider(
      [{ name: 'promoted.XML', bytes: ruleBrex.bytes }],
      defaultBrexNamedFiles(),
    );
    const found = runPattern({ ...tyre, expression: 'tires?' }, project, tools);
    expect(found.hits.length).toBeGreaterThan(10);
    const byBrex = project.flatMap((o) =>
      findingsOf(
        engine.check(o.name, o.bytes, provider, {
          selection: { mode: 'given', names: ['promoted.XML'] },
          values: false,
          xpath2: xmldomXpath2,
        }),
      )
        .filter((f) => f.objectUse?.startsWith('[warning]'))
        .map((f) => f.object),
    );
    expect(new Set(byBrex)).toEqual(new Set(found.hits.map((h) => h.object)));
  });
});
