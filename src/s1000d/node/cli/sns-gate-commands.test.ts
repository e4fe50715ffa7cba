import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { BIKE_DIR, bikeCoSettings, FIXTURES } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

const XSD = join(FIXTURES, 'xsd-mini/xml_schema_flat');
const tmp = mkdtempSync(join(tmpdir(), 'ips-s1000d-sns-gate-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('ips-s1000d SNS, code, schema, pattern and gate commands', () => {
  it('sns --usage counts the bike set per SNS node', async () => {
    const usage = await run('sns', '--usage', BIKE_DIR);
    expect(usage.code).toBe(0);
    expect(usage.output).toMatch(/^DA1\s+8\s+Brake system$/m);
    expect(usage.output).toMatch(/^ {2}DA1-1\s+2\s+Brake pads$/m);
  });

  it('code decodes a file name and refuses nonsense', async () => {
    const good = await run('code', 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML');
    expect(good.code).toBe(0);
    expect(good.output).toContain('Clean with chemical agent');
    expect(good.output).toContain('<dmCode modelIdentCode="S1000DBIKE"');
    expect((await run('code', 'DMC-NOPE')).code).toBe(1);
  });

  it('validate gives each schema error with its line; a set without an issue is refused', async () => {
    const bad = join(tmp, 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML');
    const text = readFileSync(
      join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML'),
      'utf8',
    );
    writeFileSync(bad, text.replace('infoCode="251"', 'infoCode="2510"'));
    const result = await run('validate', '--issue', '4.1', '-s', XSD, bad);
    expect(result.code).toBe(1);
    const line = text.split('\n').findIndex((l) => l.includes('infoCode="251"')) + 1;
    expect(result.output).toContain(`line ${line}: Element 'dmCode', attribute 'infoCode'`);
    const clean = await run(
      'validate',
      '--issue',
      '4.1',
      '-s',
      XSD,
      join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML'),
    );
    expect(clean.code).toBe(0);
    expect((await run('validate', '-s', XSD, bad)).code).toBe(64);
  });

  it('lookup names an element’s parents and attribute patterns', async () => {
    const result = await run('lookup', '--issue', '4.1', '-s', XSD, 'dmCode');
    expect(result.code).toBe(0);
    expect(result.output).toContain('parents: dmIdent');
    expect(result.output).toMatch(/@infoCode required \/\[A-Z0-9\]\{3\}\//);
  });

  it('ic counts the bike set’s modules per code; iloc per location', async () => {
    const ic = await run('ic', BIKE_DIR);
    expect(ic.output).toMatch(/^001\s+frontmatter\s+1 {2}Title page$/m);
    const iloc = await run('iloc', BIKE_DIR);
    expect(iloc.output).toMatch(/^D\s+14\s+Information related to all three locations/m);
  });

  it('pattern runs across the bike set and promotes into a BREX issue', async () => {
    const file = join(tmp, 'tyre.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'Warning without text',
        kind: 'xpath',
        expression: '//warning[not(warningAndCautionPara)]',
        message: 'A warning needs its text.',
        severity: 'error',
        examples: [{ text: '<dmodule><warning/></dmodule>', expect: 'hit' }],
      }),
    );
    expect((await run('pattern', file, '--examples')).code).toBe(0);
    const hits = await run('pattern', file, BIKE_DIR);
    expect(hits.output).toMatch(/hit\(s\) in \d+ object\(s\)$/);
    const out = join(tmp, 'brex.xml');
    const promoted = await run(
      'pattern',
      file,
      '--promote',
      join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML'),
      '--out',
      out,
    );
    expect(promoted.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('//warning[not(warningAndCautionPara)]');
  });

  it('pattern --promote into a project following the default BREX makes its project BREX', async () => {
    const file = join(tmp, 'empty-para.json');
    writeFileSync(
      file,
      JSON.stringify({
        name: 'Empty paragraph',
        kind: 'xpath',
        expression: '//para[not(normalize-space())]',
        message: 'A paragraph needs text.',
        severity: 'warning',
        examples: [],
      }),
    );
    const folder = join(tmp, 'follows-default');
    mkdirSync(folder);
    const module = 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML';
    copyFileSync(join(BIKE_DIR, module), join(folder, module));
    const settings = bikeCoSettings({ issue: '4.1', modelIdentCodes: ['S1000DBIKE'] });
    expect(settings.brex).toEqual({ kind: 'default' });
    const json = join(folder, 'project.json');
    writeFileSync(json, JSON.stringify({ name: 'Bike', settings }));

    const first = await run('pattern', file, '--promote', folder, '--date', '2026-11-24');
    expect(first.code).toBe(0);
    const brex = JSON.parse(readFileSync(json, 'utf8')).settings.brex;
    expect(brex).toMatchObject({ kind: 'project', code: expect.stringMatching(/-022A-D$/) });
    expect(first.output).toContain(`New project BREX ${brex.code}: ${json} now follows it.`);
    const made = readdirSync(folder).filter((f) => f.includes('-022A-D_'));
    expect(made).toEqual([expect.stringMatching(/_000-01_EN-US\.XML$/)]);
    const text = readFileSync(join(folder, made[0]!), 'utf8');
    expect(text).toContain('//para[not(normalize-space())]');
    expect(text).toContain(`brexDmRef`);

    // The second promotion takes the project BREX it made: its next in-work issue.
    const second = await run('pattern', file, '--promote', folder, '--date', '2026-11-24');
    expect(second.code).toBe(0);
    expect(readdirSync(folder).filter((f) => f.includes('-022A-D_'))).toHaveLength(2);
    expect(JSON.parse(readFileSync(json, 'utf8')).settings.brex).toEqual(brex);

    const bare = join(tmp, 'no-project-json');
    mkdirSync(bare);
    const refused = await run('pattern', file, '--promote', bare);
    expect(refused.code).toBe(64);
    expect(refused.output).toContain('has no project.json');
    expect(readdirSync(bare)).toEqual([]);
  });

  it('sns --retitle and --renumber change the demo project BREX; a clash is refused', async () => {
    const demo = join(tmp, 'demo-sns');
    expect((await run('demo-project', '--out', demo)).code).toBe(0);
    const brexes = () => readdirSync(demo).filter((f) => f.includes('-022A-D_'));
    const before = brexes();

    const clash = await run('sns', '--renumber', '20-2', '--code', '3', '--list', demo);
    expect(clash.code).toBe(1);
    expect(clash.output).toContain(
      'REFUSED 20-3 is already in the SNS ("Inlet strainer"): choose another code. 2 data modules carry 20-2.',
    );
    expect(clash.output.match(/^CARRIES DMC-TIDEWELL-A-20-2/gm)).toHaveLength(2);
    expect(brexes()).toEqual(before);

    const retitled = await run(
      'sns',
      '--retitle',
      '20-1',
      '--title',
      'Motor and housing',
      '--date',
      '2026-11-24',
      demo,
    );
    expect(retitled.code).toBe(0);
    expect(retitled.output).toContain(
      'Subsystem 20-1 retitled "Motor and housing" (was "Motor housing").',
    );
    expect(brexes()).toHaveLength(before.length + 1);
    const usage = await run('sns', '--usage', demo);
    expect(usage.output).toMatch(/^ {2}20-1\s+0\s+Motor and housing$/m);

    const renumbered = await run('sns', '--renumber', '20-2', '--code', '5', demo);
    expect(renumbered.code).toBe(0);
    expect(renumbered.output).toContain('2 data modules still carry 20-2');
    expect(renumbered.output).toContain('2 data module(s) carry 20-2: --list names them');
    const after = (await run('sns', '--usage', demo)).output;
    expect(after).toMatch(/^ {2}20-5\s+0\s+Impeller and volute$/m);
    // The renumbering took the retitled issue: both changes are in the newest BREX.
    expect(after).toMatch(/^ {2}20-1\s+0\s+Motor and housing$/m);
    expect(brexes()).toHaveLength(before.length + 2);
  });

  it('go-no-go: GO for a clean demo module, NO-GO with the fix for an in-work one', async () => {
    const demo = join(tmp, 'demo');
    expect((await run('demo-project', '--out', demo)).code).toBe(0);
    const gate = (object: string) =>
      run('go-no-go', '--issue', '6', '-s', XSD, '--object', object, demo);
    const go = await gate('DMC-TIDEWELL-A-00-00-00-00A-040A-D_EN-US');
    expect(go.output.split('\n')[0]).toBe('GO (1 object(s))');
    expect(go.code).toBe(0);
    const noGo = await gate('DMC-TIDEWELL-A-20-00-00-00A-363A-A_EN-US');
    expect(noGo.code).toBe(1);
    expect(noGo.output).toContain('[issueState] In work (issue 000-01)');
  });
});
