import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as run } from './run-cli';

const BIKE = join(import.meta.dirname, '../../../../tests/fixtures/s1000d/bike-4.1');
const bike = (part: string) => join(BIKE, `DMC-S1000DBIKE-AAA-${part}_EN-US.XML`);
const ACT = bike('D00-00-00-00AA-00WA-D_006-00');
const CCT = bike('D00-00-00-00AA-00QA-D_005-00');
const PCT = bike('D00-00-00-00AA-00PA-D_005-00');
const MODULE = bike('DA1-00-00-00AA-041A-A_007-00');
const dir = mkdtempSync(join(tmpdir(), 'ips-s1000d-applic-set-'));
const MK9 =
  '<assert applicPropertyIdent="version" applicPropertyType="prodattr" applicPropertyValues="Mk9"/>';

describe('ips-s1000d applic-set (the module editor pick)', () => {
  it('points the paragraph at line 134 at a new applic and says which products it is for', async () => {
    const out = join(dir, 'set.XML');
    const result = await run(
      'applic-set',
      '--statement',
      MK9,
      '--at',
      '134:10',
      '--act',
      ACT,
      '--cct',
      CCT,
      '--pct',
      PCT,
      '-o',
      out,
      MODULE,
    );
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/^para -> app-0001: Version: Mk9$/m);
    expect(result.output).toMatch(/: applies$/m);
    expect(result.output).toMatch(/: does not apply$/m);
    const text = readFileSync(out, 'utf8');
    expect(text).toContain('<para applicRefId="app-0001">There are four brake pads');
    // No new issue: the editor's save makes it.
    expect(text).toContain('issueNumber="007" inWork="00"');
  });

  it('refuses a value the ACT does not allow, and writes nothing', async () => {
    const out = join(dir, 'refused.XML');
    const result = await run(
      'applic-set',
      '--statement',
      MK9.replace('Mk9', 'Mk5'),
      '--module',
      '--act',
      ACT,
      '-o',
      out,
      MODULE,
    );
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      'REFUSED Statement: Version: "Mk5" is not one of the allowed values (Mk1, Mk9).',
    );
    expect(existsSync(out)).toBe(false);
  });
});
