import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR } from '../test-fixtures';
import { runCli } from './run-cli';

const run = runCli;

describe('ips-s1000d ddn --project', () => {
  it('reconciles the bike DDN with the bike project folder', async () => {
    const ddn = join(BIKE_DIR, 'DDN-S1000DBIKE-C3002-U8025-2012-00001.XML');
    const result = await run('ddn', '--project', BIKE_DIR, ddn);
    expect(result.code).toBe(1);
    const lines = result.output.split('\n');
    expect(lines[0]).toMatch(
      /^DDN-S1000DBIKE-C3002-U8025-2012-00001: from ESG, .* to UK MoD, London, UK, 151 item\(s\), 148 in the project$/,
    );
    // The bike manual's file is there, but its content says it is PM 00001-01: not delivered as
    // listed. The DML's file name says 000-01; the DML itself is issue 001-00.
    expect(lines.filter((l) => l.startsWith('MISSING '))).toEqual([
      'MISSING DMC-S1000DBIKE-AAA-D00-00-00-00AA-932A-T-H31A_002-00_EN-US.XML',
      'MISSING PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US.XML',
    ]);
    expect(lines).toContain(
      'OTHER ISSUE DML-S1000DBIKE-C3002-C-2012-00001_000-01.XML (project has DML-S1000DBIKE-C3002-C-2012-00001 001-00)',
    );
    const json = JSON.parse((await run('ddn', '--json', '--project', BIKE_DIR, ddn)).output) as {
      header: { authorization: string };
      present: unknown[];
    };
    expect(json.header.authorization).toBe('TPSMG');
    expect(json.present).toHaveLength(148);
  });
});
