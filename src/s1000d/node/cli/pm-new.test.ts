import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemoProject } from '../../demo/demo-project';
import { runCli } from './run-cli';

const run = runCli;

const dir = mkdtempSync(join(tmpdir(), 'ips-pm-new-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = generateDemoProject().files;
for (const file of files) writeFileSync(join(dir, file.name), file.bytes);
const demo = (part: string) => join(dir, files.find((f) => f.name.includes(part))!.name);

describe('ips-s1000d pm-new', () => {
  it('writes a publication module listing the given data modules in order', async () => {
    const out = join(dir, 'new-pm.xml');
    const made = await run(
      'pm-new',
      '--mic',
      'TIDEWELL',
      '--issuer',
      '7TDW1',
      '--title',
      'Impeller work',
      '--pm-number',
      '00009',
      '--date',
      '2026-11-24',
      '-o',
      out,
      demo('520A-A'),
      demo('258A-A'),
    );
    expect(made.code).toBe(0);
    expect(made.output).toBe(
      `${out}: PMC-TIDEWELL-7TDW1-00009-00_000-01_EN-US.XML, 2 data module(s)`,
    );
    const xml = readFileSync(out, 'utf8');
    expect(xml).toContain('<pmTitle>Impeller work</pmTitle>');
    expect(xml.match(/<dmRefAddressItems>/g)).toHaveLength(2);
    expect(xml).toContain('<techName>Impeller</techName><infoName>Remove procedure</infoName>');
  });

  it('names what is missing and writes nothing', async () => {
    const { code, output } = await run('pm-new', '--title', 'X', demo('PMC-'));
    expect(code).toBe(1);
    expect(output).toContain('is not a data module.');
    expect(output).toContain('PROBLEM: The project has no model identification code.');
  });
});
