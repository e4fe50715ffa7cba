import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrexDraft } from '../../brex/builder/brex-draft';
import { generateDemoProject } from '../../demo/demo-project';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

const scratch = mkdtempSync(join(tmpdir(), 'ips-s1000d-brex-'));
const demo = generateDemoProject({ date: '2025-06-01' });
const settingsFile = join(scratch, 'settings.json');
writeFileSync(settingsFile, JSON.stringify(demo.settings));
const BIKE_BREX = join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML');

async function draft(): Promise<BrexDraft> {
  const made = await run('brex-draft', '--date', '2025-06-01', settingsFile);
  expect(made.code).toBe(0);
  return JSON.parse(made.output) as BrexDraft;
}

function write(name: string, value: unknown) {
  const path = join(scratch, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('ips-s1000d brex-draft and brex-build', () => {
  it('drafts a project BREX from settings and writes one that brexcheck passes', async () => {
    const d = await draft();
    expect(d.code).toBe('DMC-TIDEWELL-A-00-00-00-00A-022A-D');
    expect(d.parent).toEqual({
      code: 'DMC-S1000D-H-04-10-0301-00A-022A-D',
      issueNumber: '001',
      inWork: '00',
      language: { languageIsoCode: 'en', countryIsoCode: 'US' },
    });
    expect(d.rules).toHaveLength(8);
    d.rules.push({
      id: 'TDW-9',
      objectPath: '//proceduralStep[count(ancestor-or-self::proceduralStep) > 3]',
      allowedObjectFlag: '0',
      objectUse: 'Steps are nested at most three deep.',
      values: [],
      severity: 'brsl02',
      context: 'proced',
    });
    const out = join(scratch, 'out');
    mkdirSync(out);
    const built = await run('brex-build', '-o', out, write('draft.json', d));
    expect(built.output).toBe(join(out, 'DMC-TIDEWELL-A-00-00-00-00A-022A-D_000-01_EN-US.XML'));
    expect(built.code).toBe(0);
    const brex = join(out, 'DMC-TIDEWELL-A-00-00-00-00A-022A-D_000-01_EN-US.XML');
    expect((await run('brexcheck', '-B', brex)).code).toBe(0);
    const info = await run('brex-info', brex);
    expect(info.output).toContain(
      'structure rules: 9 (must not exist 1, must exist 0, values only 8)',
    );
    expect(info.output).toContain('severity levels: brsl02 1');
  });

  it('writes nothing and names every problem: the draft, tailoring and XPath', async () => {
    const d = await draft();
    d.techName = '';
    const bad = await run('brex-build', '-o', join(scratch, 'bad.XML'), write('bad.json', d));
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('The BREX needs a title (tech name).');
    expect(existsSync(join(scratch, 'bad.XML'))).toBe(false);

    const t = await draft();
    t.rules[7]!.values.push({ form: 'single', allowed: '0Z1', meaning: 'Not a code' });
    t.rules.push({
      id: '',
      objectPath: '//para[',
      allowedObjectFlag: '0',
      objectUse: 'Broken',
      values: [],
      severity: '',
      context: '',
    });
    const refused = await run('brex-build', write('tailoring.json', t));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'rule 8: Value "0Z1" is not allowed by the parent BREX rule BREX-S1-00180.',
    );
    expect(refused.output).toContain(
      'Rule 9: its object path is not XPath 1.0 that libxml2 can compile',
    );

    const notJson = join(scratch, 'x.json');
    writeFileSync(notJson, '{');
    expect((await run('brex-build', notJson)).code).toBe(1);
    expect((await run('brex-build', join(scratch, 'missing.json'))).code).toBe(2);
  });
});

describe('ips-s1000d brex-info and brex-inventory', () => {
  it('summarises a BREX and compares two issues', async () => {
    const info = await run('brex-info', BIKE_BREX);
    expect(info.output).toContain('parent: DMC-S1000D-E-04-10-0301-00A-022A-D');
    expect(info.output).toContain(
      'structure rules: 47 (must not exist 14, must exist 0, values only 33)',
    );
    const changed = join(scratch, 'changed.XML');
    writeFileSync(
      changed,
      readFileSync(BIKE_BREX, 'utf8').replace('valueAllowed="ok05"', 'valueAllowed="ok06"'),
    );
    const diff = await run('brex-info', '--diff', BIKE_BREX, changed);
    expect(diff.code).toBe(1);
    expect(diff.output).toContain('~ //@submitCaption');
    expect((await run('brex-info', '--diff', BIKE_BREX, BIKE_BREX)).code).toBe(0);
  });

  it('lists the BREX of the bike set and the missing issue 007', async () => {
    const inventory = await run('brex-inventory', BIKE_DIR);
    expect(inventory.code).toBe(1);
    expect(inventory.output).toContain(
      'chain: DMC-S1000D-E-04-10-0301-00A-022A-D → DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_EN-US',
    );
    expect(inventory.output).toContain(
      'MISSING DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_007-00 (the project has issue 008-00): named by UPF-',
    );
  });
});
