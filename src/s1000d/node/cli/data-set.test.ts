import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli as run } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'ips-data-set-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const plan = [
  '--mic',
  'PLANE',
  '--issuer',
  'K0378',
  '--sns',
  'air-vehicle',
  '--date',
  '2026-11-24',
];

describe('ips-s1000d data-set', () => {
  it('lists the SNS node paths to plan with', async () => {
    const listed = await run('data-set', '--sns', 'air-vehicle', '--nodes');
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/^21-5 +Environmental control \/ Cooling$/m);
  });

  it('prints the plan: node × code, titled from the SNS and the information code', async () => {
    const printed = await run(
      'data-set',
      ...plan,
      '--node',
      '21-5',
      '--info',
      '040',
      '--info',
      '520',
    );
    expect(printed.code).toBe(0);
    expect(printed.output.split('\n')).toEqual([
      'DMC-PLANE-A-21-50-00-00A-040A-A  descript  Cooling - Description',
      'DMC-PLANE-A-21-50-00-00A-520A-A  proced    Cooling - Remove procedure',
    ]);
  });

  it('writes the DMRL, the CSV and the skeletons', async () => {
    const dmrl = join(dir, 'plan.xml');
    const csv = join(dir, 'plan.csv');
    const folder = join(dir, 'skeletons');
    const made = await run(
      'data-set',
      ...plan,
      '--node',
      '21-5',
      '--node',
      '21-6',
      '--info',
      '040',
      '--dmrl',
      dmrl,
      '--seq',
      '00002',
      '--csv',
      csv,
      '--skeletons',
      folder,
    );
    expect(made.code).toBe(0);
    expect(made.output).toContain('DML-PLANE-K0378-C-2026-00002_000-01.XML, 2 entries');
    expect(readFileSync(dmrl, 'utf8')).toContain('<dmlEntry dmlEntryType="n">');
    expect(readFileSync(csv, 'utf8').trim().split('\r\n')).toHaveLength(3);
    expect(readdirSync(folder).sort()).toEqual([
      'DMC-PLANE-A-21-50-00-00A-040A-A_000-01_EN-US.XML',
      'DMC-PLANE-A-21-60-00-00A-040A-A_000-01_EN-US.XML',
    ]);
  });

  it('names what it refuses and exits 1; an unknown SNS is a usage error', async () => {
    const refused = await run('data-set', ...plan, '--node', 'Q9', '--info', '040');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('PROBLEM: The SNS has no node "Q9".');
    const unknown = await run('data-set', '--sns', 'nowhere', '--nodes');
    expect(unknown.code).toBe(64);
  });
});
