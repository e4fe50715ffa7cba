import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;
const bike = (name: string) => join(BIKE_DIR, name);
const tmp = mkdtempSync(join(tmpdir(), 'ste-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const HUB = 'DMC-S1000DBIKE-AAA-DA5-20-00-00AA-251C-A_008-00_EN-US.XML';

describe('ips-s1000d ste', () => {
  it('finds a 21-word step in the bike hub procedure, naming the rule, the STE issue, the line and the sentence', async () => {
    const { code, output } = await run('ste', bike(HUB));
    expect(code).toBe(1);
    expect(output).toContain(
      `${HUB}:193: error R5.1 (ASD-STE100 Issue 9, sentence-length) 21 words; the limit for step text is 20. "Examine the bearing contact area on the cones and the races in the hub for pitting and other signs of damage."`,
    );
  });

  it('a clean procedure exits 0; descriptive text uses the 25-word limit and --text-type overrides it', async () => {
    const clean = await run(
      'ste',
      bike('DMC-S1000DBIKE-AAA-DA1-20-00-00AA-520A-A_001-00_EN-US.XML'),
    );
    expect(clean.code).toBe(0);
    expect(clean.output).toMatch(/^1 data module\(s\), 3 sentences, 0 finding\(s\)/);
    const desc = 'DMC-S1000DBIKE-AAA-DA5-30-00-00AA-041A-A_007-00_EN-US.XML';
    expect((await run('ste', bike(desc))).output).toContain('error R6.3');
    const forced = await run('ste', '--text-type', 'procedural', '--json', bike(desc));
    const json = JSON.parse(forced.output) as {
      results: { textType: string; overridden: boolean; findings: { ruleNumber: string }[] }[];
    };
    expect(json.results[0]).toMatchObject({ textType: 'procedural', overridden: true });
    expect(json.results[0]!.findings.map((f) => f.ruleNumber)).toContain('R5.1');
  });

  it('reads rules and a glossary from a settings file: a rule turned off, a word to avoid', async () => {
    const settings = join(tmp, 'ste.json');
    writeFileSync(
      settings,
      JSON.stringify({
        rules: { 'sentence-length': { on: false, severity: 'error' } },
        glossary: [{ term: 'examine', kind: 'avoid', use: 'do a check of' }],
      }),
    );
    const { output } = await run('ste', '--settings', settings, bike(HUB));
    expect(output).not.toContain('R5.1');
    expect(output).toContain(
      'The project glossary does not approve "examine": use "do a check of".',
    );
  });

  it('the whole bike set: every data module is read and counted', async () => {
    const { output } = await run('ste', BIKE_DIR);
    expect(output).toMatch(
      /\n81 data module\(s\), 1157 sentences, \d+ finding\(s\) \(\d+\.\d per 100 sentences\)/,
    );
  });

  it('--json carries the summary a project run keeps: counts by severity and by rule', async () => {
    const { output } = await run('ste', '--json', bike(HUB));
    const json = JSON.parse(output) as {
      results: { findings: { rule: string; severity: string }[] }[];
      summary: { modules: number; errors: number; byRule: Record<string, number> };
    };
    const findings = json.results[0]!.findings;
    expect(json.summary.modules).toBe(1);
    expect(json.summary.errors).toBe(findings.filter((f) => f.severity === 'error').length);
    expect(json.summary.byRule['sentence-length']).toBe(
      findings.filter((f) => f.rule === 'sentence-length').length,
    );
    expect(json.summary.byRule['sentence-length']).toBeGreaterThan(0);
  });

  it('bad settings get a clear message and exit 64', async () => {
    const bad = join(tmp, 'bad.json');
    writeFileSync(bad, JSON.stringify({ rules: { semicolons: { on: true, severity: 'error' } } }));
    const { code, output } = await run('ste', '--settings', bad, bike(HUB));
    expect(code).toBe(64);
    expect(output).toContain('Unknown STE rule "semicolons".');
    expect((await run('ste', '--text-type', 'legal', bike(HUB))).code).toBe(64);
  });
});
