import { describe, expect, it } from 'vitest';
import { buildPlmRecord, buildProjectRecord, toStoredDate } from './migration-records.ts';

const SERVER_TIME = Symbol('server time');

describe('stored dates', () => {
  it('converts ISO text, epoch milliseconds and serialised timestamps', () => {
    expect(toStoredDate('2024-03-01T10:00:00.000Z')).toEqual(new Date('2024-03-01T10:00:00Z'));
    expect(toStoredDate(1_700_000_000_000)).toEqual(new Date(1_700_000_000_000));
    expect(toStoredDate({ seconds: 1_700_000_000, nanoseconds: 5_000_000 })).toEqual(
      new Date(1_700_000_000_005),
    );
  });

  it('gives null for missing or invalid dates', () => {
    for (const value of [undefined, null, '', 'not a date', {}, true, Number.NaN]) {
      expect(toStoredDate(value)).toBeNull();
    }
  });
});

describe('project records', () => {
  it('keeps every stored field, moves the id to originalId and adds the owner', () => {
    const item = {
      id: 'local-7',
      name: 'Bike',
      createdAt: '2024-01-02T03:04:05.000Z',
      updatedAt: '2024-02-02T03:04:05.000Z',
      items: [{ id: 'n1', name: 'Frame', children: [{ id: 'n2', name: 'Fork', children: [] }] }],
      ownerId: 'someone-else',
      settings: { unit: 'mm' },
    };
    expect(buildProjectRecord('pbsProjects', item, 'me', SERVER_TIME)).toEqual({
      name: 'Bike',
      createdAt: new Date('2024-01-02T03:04:05.000Z'),
      updatedAt: new Date('2024-02-02T03:04:05.000Z'),
      items: item.items,
      legacyFields: { settings: { unit: 'mm' } },
      migratedFromLocalStorage: true,
      originalId: 'local-7',
      ownerId: 'me',
    });
  });

  it('sets server time for missing or invalid dates and null for a missing id', () => {
    const record = buildProjectRecord(
      'ipsProjectDrafts',
      { name: 'Draft', updatedAt: 'garbage' },
      'me',
      SERVER_TIME,
    );
    expect(record.createdAt).toBe(SERVER_TIME);
    expect(record.updatedAt).toBe(SERVER_TIME);
    expect(record.originalId).toBeNull();
    expect(record).not.toHaveProperty('id');
  });

  it('names an unnamed item Untitled', () => {
    expect(buildProjectRecord('ipsProjects', { id: 1 }, 'me', SERVER_TIME)).toMatchObject({
      name: 'Untitled',
      originalId: 1,
    });
  });
});

describe('fields a collection does not know', () => {
  it('keeps known fields in place and folds the others into legacyFields', () => {
    expect(
      buildProjectRecord(
        'ipsProjects',
        { id: 'i1', name: 'IPS', figures: [], metadata: {}, chapters: 3, legacyFields: { a: 1 } },
        'me',
        SERVER_TIME,
      ),
    ).toMatchObject({ figures: [], metadata: {}, legacyFields: { a: 1, chapters: 3 } });
  });
});

describe('PLM record', () => {
  it('keeps a record as saved under data and marks it migrated', () => {
    expect(buildPlmRecord({ parts: [{ pn: 'A1' }], ownerId: 'x' }, 'me', SERVER_TIME)).toEqual({
      data: { parts: [{ pn: 'A1' }], ownerId: 'x' },
      migratedAt: SERVER_TIME,
      migratedFromLocalStorage: true,
      ownerId: 'me',
    });
  });

  it('keeps any other value under data too', () => {
    expect(buildPlmRecord([1, 2], 'me', SERVER_TIME)).toMatchObject({ data: [1, 2] });
  });
});
