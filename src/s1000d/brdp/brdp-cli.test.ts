import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../node/cli/run-cli';
import { SAMPLE_BRDP_INDEX } from '../node/sample-brdp-index';
import { newDecision } from './brdp-model';

const dir = mkdtempSync(join(tmpdir(), 'brdp-cli-'));
const xlsx = join(dir, 'index.xlsx');
writeFileSync(xlsx, SAMPLE_BRDP_INDEX);

const run = runCli;

describe('ips-s1000d brdp-index and brdoc', () => {
  it('reads the index from the spreadsheet', async () => {
    const read = await run('brdp-index', xlsx);
    expect(read.code).toBe(0);
    expect(read.output.split('\n').slice(0, 2)).toEqual([
      `${xlsx}: 3 BRDP(s) on sheet "BRDP – BR Category Map" (id="BRDP ID", title="Title", description="Description", category="BR_CAT_ID", chapter="Chapter")`,
      'BRDP-S1-00001  cat 1  Issue of S1000D',
    ]);
    const notBrdp = join(dir, 'other.xlsx');
    writeFileSync(notBrdp, new TextEncoder().encode('not a zip'));
    expect((await run('brdp-index', notBrdp)).code).toBe(2);
  });

  it('writes the brDoc from the index and the decisions', async () => {
    const decisions = join(dir, 'decisions.json');
    writeFileSync(
      decisions,
      JSON.stringify([
        { ...newDecision('BRDP-S1-00001'), kind: 'adopted' },
        newDecision('BRDP-S1-00002'),
      ]),
    );
    // The index, the decisions and the model: what both runs below give.
    const brdoc = ['brdoc', '--index', xlsx, '--decisions', decisions, '--mic', 'BIKE'];
    const out = join(dir, 'brdoc.xml');
    const result = await run(...brdoc, '--issuer', '07GB6', '--date', '2025-06-01', '-o', out);
    expect(result.output).toBe(
      `${out}: DMC-BIKE-A-00-00-00-00A-024A-D_000-01_EN-US.XML, 1 decision(s)`,
    );
    expect(result.code).toBe(0);
    const refused = await run(...brdoc, '--issue', '4.1');
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('PROBLEM: The brDoc schema came with S1000D Issue 4.2');
    expect((await run('brdoc', '--index', xlsx)).code).toBe(64);
  });
});
