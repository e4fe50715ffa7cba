import { describe, expect, it } from 'vitest';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import {
  facetsOf,
  filterRows,
  NO_FILTER,
  prepareRows,
  type LibraryFilter,
} from './library-rows.ts';

const row = (k: string, extra: Partial<ObjectListing>): ObjectListing => ({
  k,
  t: 'dm',
  c: k.replace(/_.*/, ''),
  n: 'Untitled',
  z: 1,
  h: 'h',
  ...extra,
});
const rows = prepareRows([
  {
    row: row('DMC-PUMP-A-00-00-00-00A-040A-A_EN-US', {
      n: 'Pump - Description',
      s: 'descript',
      i: '002',
      w: '00',
      l: 'en-US',
      v: '6',
    }),
    deleted: false,
    brex: { status: 'failed', errors: 2, sha256: 'h', against: 'chain', at: null },
  },
  {
    row: row('DMC-PUMP-A-29-10-00-00A-520A-A_EN-US', {
      n: 'Impeller - Remove procedure',
      s: 'proced',
      i: '001',
      w: '03',
      l: 'en-US',
      v: '6',
    }),
    deleted: false,
    brex: null,
  },
  {
    row: row('DMC-PUMP-A-29-10-00-00A-720A-A_EN-US', {
      n: 'Impeller - Install procedure',
      s: 'proced',
      i: '001',
      w: '00',
      l: 'en-US',
      v: '6',
    }),
    deleted: true,
    brex: null,
  },
  {
    row: row('PMC-PUMP-12345-00001-00_EN-US', {
      t: 'pm',
      n: 'Pump manual',
      s: 'pm',
      i: '001',
      w: '00',
      l: 'en-US',
      v: '6',
    }),
    deleted: false,
    brex: { status: 'passed', errors: 0, sha256: 'an earlier issue', against: 'chain', at: null },
  },
]);
const keys = (list: { row: ObjectListing }[]) => list.map((r) => r.row.k.slice(0, 30));

describe('the object library', () => {
  it('reads information code, SNS and status from each row', () => {
    expect(rows.map((r) => [r.infoCode, r.sns, r.status])).toEqual([
      ['040', '00-00', 'official'],
      ['520', '29-10', 'in work'],
      ['720', '29-10', 'deleted'],
      ['', '', 'official'],
    ]);
    expect(facetsOf(rows)).toMatchObject({
      kind: ['dm', 'pm'],
      schema: ['descript', 'pm', 'proced'],
      infoCode: ['040', '520', '720'],
    });
  });

  it('hides deleted objects unless asked, and filters by every facet', () => {
    expect(filterRows(rows, NO_FILTER, { key: 'code', descending: false })).toHaveLength(3);
    expect(
      keys(
        filterRows(rows, { ...NO_FILTER, status: 'deleted' }, { key: 'code', descending: false }),
      ),
    ).toEqual(['DMC-PUMP-A-29-10-00-00A-720A-A']);
    expect(
      filterRows(rows, { ...NO_FILTER, schema: 'proced' }, { key: 'code', descending: false }),
    ).toHaveLength(1);
    expect(
      filterRows(
        rows,
        { ...NO_FILTER, sns: '29-10', status: 'in work' },
        { key: 'code', descending: false },
      ),
    ).toHaveLength(1);
    expect(
      filterRows(rows, { ...NO_FILTER, kind: 'pm' }, { key: 'code', descending: false })[0]!.row.n,
    ).toBe('Pump manual');
  });

  it('filters by the last BREX check of the current issue', () => {
    const by = (brex: LibraryFilter['brex']) =>
      keys(filterRows(rows, { ...NO_FILTER, brex }, { key: 'code', descending: false }));
    expect(by('failed')).toEqual(['DMC-PUMP-A-00-00-00-00A-040A-A']);
    expect(by('out of date')).toEqual(['PMC-PUMP-12345-00001-00_EN-US']);
    expect(by('not checked')).toEqual(['DMC-PUMP-A-29-10-00-00A-520A-A']);
    expect(rows[0]!.brexStatus.label).toBe('2 errors');
  });

  it('searches every word in any order over codes and titles, and sorts both ways', () => {
    expect(
      keys(
        filterRows(
          rows,
          { ...NO_FILTER, search: 'procedure impeller' },
          { key: 'code', descending: false },
        ),
      ),
    ).toEqual(['DMC-PUMP-A-29-10-00-00A-520A-A']);
    expect(
      filterRows(rows, { ...NO_FILTER, search: '00A-040A' }, { key: 'code', descending: false }),
    ).toHaveLength(1);
    expect(
      filterRows(rows, NO_FILTER, { key: 'title', descending: true }).map((r) => r.row.n),
    ).toEqual(['Pump manual', 'Pump - Description', 'Impeller - Remove procedure']);
  });
});
