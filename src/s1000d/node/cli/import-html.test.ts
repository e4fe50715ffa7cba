import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli as run } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'ips-import-html-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('ips-s1000d import-html', () => {
  it('writes one data module a top heading into the folder', async () => {
    const html = join(dir, 'manual.html');
    writeFileSync(
      html,
      '<h2>Frame</h2><p>Steel.</p><h2>Fork</h2><ul><li>Left</li><li>Right</li></ul>',
    );
    const folder = join(dir, 'out');
    const made = await run(
      'import-html',
      '--mic',
      'BIKE',
      '--issuer',
      '07GB6',
      '--sns',
      'DA1',
      '--date',
      '2026-11-24',
      '-o',
      folder,
      html,
    );
    expect(made.code).toBe(0);
    expect(made.output.split('\n')).toEqual([
      'DMC-BIKE-A-DA1-00-00-01A-040A-A Frame',
      'DMC-BIKE-A-DA1-00-00-02A-040A-A Fork',
    ]);
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('needs a folder to write into', async () => {
    expect((await run('import-html', join(dir, 'manual.html'))).code).toBe(64);
  });
});
