import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIKE_DIR, DEFAULT_BREX_DIR } from '../node/test-fixtures';
import { BrexEngine } from './brex-engine';
import { findingsCsv, findingsOf } from './report-formats';
import { memoryProvider } from './worker/check-files';

const BREX_NAME = 'DMC-S1000D-E-04-10-0301-00A-022A-D';
const defaults = [
  {
    name: BREX_NAME,
    bytes: readFileSync(join(DEFAULT_BREX_DIR, `${BREX_NAME}_012-00_EN-US.XML`)),
  },
];
const H31A = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML';
const PROJECT_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML';
const bike = (name: string) => ({ name, bytes: readFileSync(join(BIKE_DIR, name)) });
const engine = await BrexEngine.create();

describe('BrexEngine', () => {
  it('finds the project BREX among in-memory files and reports the 952 error as a table row', () => {
    const provider = memoryProvider([bike(PROJECT_BREX)], defaults);
    const report = engine.check(H31A, bike(H31A).bytes, provider, {
      selection: { mode: 'referenced' },
      values: true,
    });
    expect(report.brex.map((b) => b.brex)).toEqual([PROJECT_BREX]);
    expect(findingsOf(report)).toEqual([
      expect.objectContaining({
        kind: 'value',
        object: H31A,
        brex: PROJECT_BREX,
        objectUse: 'Bike information codes',
        line: 13,
        path: '/dmodule[1]/identAndStatusSection[1]/dmAddress[1]/dmIdent[1]/dmCode[1]/@infoCode',
        value: '952',
        fail: true,
      }),
    ]);
    expect(findingsCsv([report]).split('\r\n')[1]).toMatch(
      /^DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US\.XML,value,.*,Bike information codes,,yes,13,/,
    );
  });

  it('refuses an object over the size limit before parsing it', () => {
    const report = engine.check(
      'big.xml',
      'x'.repeat(33 * 1024 * 1024),
      memoryProvider([], defaults),
      {
        selection: { mode: 'default' },
        values: true,
      },
    );
    expect(report.status).toBe('unreadable');
    expect(report.message).toBe(
      'big.xml: refused: 33 MiB is more than the limit of 32 MiB for one object',
    );
  });

  it('stops rules that would run for minutes: each object has an XPath budget', () => {
    const report = engine.check(H31A, bike(H31A).bytes, memoryProvider([], defaults), {
      selection: { mode: 'default' },
      values: true,
      maxXPathOps: 2_000,
    });
    expect(report.limited).toMatch(
      /not fully checked: its rules need more than the limit of 2,000 XPath steps/,
    );
    const left = report.brex[0]!.xpathErrors;
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((x) => x.limited)).toBe(true);
    // Without a limit the same object checks in full.
    const full = engine.check(H31A, bike(H31A).bytes, memoryProvider([], defaults), {
      selection: { mode: 'default' },
      values: true,
      maxXPathOps: 0,
    });
    expect(full.limited).toBeUndefined();
    expect(full.brex[0]!.xpathErrors).toEqual([]);
  });

  it('says what is wrong with a file that is not XML, with its line', () => {
    const report = engine.check('notes.xml', 'line one\n<a>', memoryProvider([], defaults), {
      selection: { mode: 'default' },
      values: true,
    });
    expect(report.status).toBe('unreadable');
    expect(report.message).toMatch(/^notes\.xml: not well-formed XML at line 1: /);
  });
});
