import { describe, expect, it } from 'vitest';
import type { ObjectReport } from '../../../s1000d/brex/report.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { checkableRows, checkSummary, markOf, publicationRows } from './brex-scope.ts';

const row = (k: string, t: ObjectListing['t'], refs: string[] = []): ObjectListing => ({
  k: `${k}_EN-US`,
  t,
  c: k,
  n: k,
  l: 'en-US',
  z: 1,
  h: k,
  ...(refs.length ? { r: refs } : {}),
});
const DM = (n: string) => `DMC-BIKE-A-00-00-00-00A-${n}A-A`;
const PM = (n: string) => `PMC-BIKE-12345-${n}-00`;
const BREX = 'DMC-BIKE-A-00-00-00-00A-022A-D';

const rows = [
  row(PM('00001'), 'pm', [DM('040'), PM('00002')]),
  row(PM('00002'), 'pm', [DM('520')]),
  row(DM('040'), 'dm', [BREX, DM('720')]),
  row(DM('520'), 'dm', [BREX]),
  row(DM('720'), 'dm', [BREX]),
  row(BREX, 'dm'),
  row(DM('941'), 'dm', [BREX]),
];

describe('what a BREX check covers', () => {
  it('a publication is its module, the objects it names and those of nested modules', () => {
    const keys = publicationRows(rows, `${PM('00001')}_EN-US`).map((r) => r.c);
    expect(keys.sort()).toEqual([DM('040'), DM('520'), PM('00001'), PM('00002')].sort());
  });

  it('never reads deleted objects or ICNs', () => {
    const library = [
      { row: row(DM('040'), 'dm'), deleted: false, brex: null },
      { row: row(DM('520'), 'dm'), deleted: true, brex: null },
      { row: row('ICN-BIKE-A-000000-A-12345-00001-A-001-01', 'icn'), deleted: false, brex: null },
    ];
    expect(checkableRows(library).map((r) => r.c)).toEqual([DM('040')]);
  });
});

const report = (patch: Partial<ObjectReport>): ObjectReport => ({
  object: 'x.XML',
  status: 'checked',
  brex: [],
  errorCount: 0,
  ...patch,
});

describe('the result kept for the library', () => {
  it('says passed, failed, incomplete, or why the object was not checked', () => {
    expect(markOf(report({}), 'h', 'chain')).toEqual({
      status: 'passed',
      errors: 0,
      sha256: 'h',
      against: 'chain',
    });
    expect(markOf(report({ errorCount: 2 }), 'h', 'default').status).toBe('failed');
    expect(markOf(report({ limited: 'budget' }), 'h', 'chain').status).toBe('incomplete');
    expect(markOf(report({ errorCount: 1, limited: 'budget' }), 'h', 'chain').status).toBe(
      'failed',
    );
    expect(markOf(report({ status: 'brexNotFound' }), 'h', 'chain').status).toBe('brexNotFound');
  });

  it('sums a check up for the project history', () => {
    const reports = [report({}), report({ errorCount: 1 }), report({ status: 'noBrex' })];
    expect(checkSummary(reports, 'chain')).toBe(
      '3 object(s) checked against their BREX chain: 1 passed, 1 with errors, 1 not checked in full',
    );
  });
});
