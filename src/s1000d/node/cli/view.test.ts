import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../demo/demo-project';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

const dir = mkdtempSync(join(tmpdir(), 'ips-view-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const file of generateDemoProject().files) writeFileSync(join(dir, file.name), file.bytes);
const demo = (part: string) =>
  join(dir, generateDemoProject().files.find((f) => f.name.includes(part))!.name);

describe('ips-s1000d view', () => {
  it('lays a procedure out as the viewer does: requirements, numbered steps, labels', async () => {
    const { code, output } = await run('view', demo('520A-A'));
    expect(code).toBe(0);
    expect(output).toContain('Preliminary requirements');
    expect(output).toContain('Cross-tip screwdriver, size 2 |  | 1 |');
    expect(output).toMatch(/Step 2\n\s+Remove the four screws \(Fig 1, item 5\)/);
  });

  it('hides what does not apply to a PCT product and says why', async () => {
    const { code, output } = await run(
      'view',
      '--act',
      demo('00WA-D'),
      '-P',
      demo('00PA-D'),
      '-p',
      '1',
      demo('520A-A'),
    );
    expect(code).toBe(0);
    expect(output).toContain('[hidden: SB-400-01: post (SB-400-01 is pre, needs post)]');
    expect(output).not.toContain('impeller retaining screw (item 6)');
  });

  it('exits 1 when the module does not apply, and prints the model as JSON', async () => {
    const notForIt = await run('view', '-s', 'model=SP-400', demo('042A-A'));
    expect(notForIt.code).toBe(1);
    expect(notForIt.output).toContain('This data module does not apply to the chosen product.');
    const json = await run(
      'view',
      '--json',
      join(BIKE_DIR, 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML'),
    );
    expect(JSON.parse(json.output)).toMatchObject({
      kind: 'dm',
      schema: 'descript',
      issue: '007-00',
    });
    expect((await run('view')).code).toBe(64);
  });
});
