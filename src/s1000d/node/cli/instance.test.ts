import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'ips-instance-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const PM = join(BIKE_DIR, 'PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML');
const PCT = join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_005-00_EN-US.XML');

describe('ips-s1000d instance', { timeout: 60_000 }, () => {
  it('writes a customer PM and its filtered data modules for a PCT product', async () => {
    const out = join(dir, 'brook');
    const { code, output } = await runCli(
      'instance',
      '-e',
      'C3002-BT0643',
      '-P',
      PCT,
      '-p',
      '1',
      '--label',
      'Brook trekker 1B070643',
      '-O',
      out,
      PM,
      BIKE_DIR,
    );
    expect(output).toContain(
      'PME-C3002-BT0643-S1000DBIKE-C3002-00001-01_000-01_EN-US.XML (from PMC-S1000DBIKE-C3002-00001-01)',
    );
    expect(output).toContain('NOT APPLICABLE DMC-S1000DBIKE-AAA-D00-00-01-00AA-720A-A: left out');
    const written = readdirSync(out);
    expect(written).toContain(
      'DME-C3002-BT0643-S1000DBIKE-AAA-D00-00-00-00AA-131A-A_008-00_EN-US.XML',
    );
    expect(written.some((n) => n.includes('00-01-00AA-720A-A'))).toBe(false);
    const summary = /(\d+) instance\(s\), (\d+) element\(s\) removed/.exec(output)!;
    expect(Number(summary[1])).toBe(written.length);
    expect(Number(summary[2])).toBeGreaterThan(0);
    const pm = readFileSync(
      join(
        out,
        written.find((n) => n.startsWith('PME-'))!,
      ),
      'utf8',
    );
    expect(pm).toContain('<pmTitle>Mountain bicycle manual - Brook trekker 1B070643</pmTitle>');
    expect(code === 0 || code === 1).toBe(true);
    expect(code).toBe(/^(DANGLING|MISSING) /m.test(output) ? 1 : 0);
  });

  it('gives the PM a chosen code with -c and names ad-hoc values as the product', async () => {
    const { output } = await runCli(
      'instance',
      '-e',
      'C3002-MS1',
      '-c',
      'S1000DBIKE-C3002-MS001-00',
      '-s',
      'model=Mountain storm',
      '-s',
      'version=Mk1',
      PM,
      BIKE_DIR,
    );
    expect(output).toContain('PMC-S1000DBIKE-C3002-MS001-00_000-01_EN-US.XML');
    expect(output).toContain('DME-C3002-MS1-S1000DBIKE-AAA-D00-00-01-00AA-720A-A_001-00_EN-US.XML');
  });

  it('refuses a bad extension or a product nothing applies to, writing nothing', async () => {
    const bad = await runCli('instance', '-e', 'C3002', '-s', 'model=Brook trekker', PM, BIKE_DIR);
    expect(bad.code).toBe(64);
    const out = join(dir, 'none');
    const none = await runCli(
      'instance',
      '-e',
      'C3002-RR',
      '-s',
      'model=Road racer',
      '-O',
      out,
      PM,
      BIKE_DIR,
    );
    expect(none.code).toBe(1);
    expect(none.output).toBe(
      'PROBLEM: The publication module does not apply to model=Road racer: nothing was made.',
    );
    expect(() => readdirSync(out)).toThrow();
  });
});
