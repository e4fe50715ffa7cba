import { describe, expect, it } from 'vitest';
import {
  holdsData,
  isMigrationPending,
  itemName,
  parsePlmData,
  parseRecordList,
  presentKeys,
} from './local-data.ts';
import { createMemoryStorage } from './memory-storage.ts';

describe('detection', () => {
  it.each([null, '', '  ', '[]', '{}', 'null', ' [ ] ', '{ }'])('%j holds no data', (raw) => {
    expect(holdsData(raw)).toBe(false);
  });

  it.each(['[{"id":1}]', '{"a":1}', '{not json', '0', '"text"', 'false'])(
    '%j holds data',
    (raw) => {
      expect(holdsData(raw)).toBe(true);
    },
  );

  it('is pending when any of the four keys holds data, and only those keys', () => {
    expect(isMigrationPending(createMemoryStorage())).toBe(false);
    const empty = {
      pbsProjects: '[]',
      ipsProjects: 'null',
      ipsProjectDrafts: '{}',
      savedPLMData: '',
    };
    expect(isMigrationPending(createMemoryStorage(empty))).toBe(false);
    expect(isMigrationPending(createMemoryStorage({ other: '[1]' }))).toBe(false);
    for (const key of ['pbsProjects', 'ipsProjects', 'ipsProjectDrafts', 'savedPLMData']) {
      expect(isMigrationPending(createMemoryStorage({ ...empty, [key]: '[{"name":"A"}]' }))).toBe(
        true,
      );
    }
  });

  it('lists the keys holding any text as present', () => {
    const storage = createMemoryStorage({
      pbsProjects: '[]',
      savedPLMData: '{"x":1}',
      ipsProjects: '',
    });
    expect(presentKeys(storage)).toEqual(['pbsProjects', 'savedPLMData']);
  });
});

describe('parsing', () => {
  it('reads a list of records, a record of records (keyed by id) and nothing', () => {
    expect(parseRecordList('[{"id":"a","name":"A"}]')).toEqual([{ id: 'a', name: 'A' }]);
    expect(parseRecordList('{"a":{"name":"A"},"b":{"id":"own","name":"B"}}')).toEqual([
      { id: 'a', name: 'A' },
      { id: 'own', name: 'B' },
    ]);
    expect(parseRecordList(null)).toEqual([]);
    expect(parseRecordList('null')).toEqual([]);
  });

  it('refuses corrupted text and shapes that are not records', () => {
    expect(parseRecordList('[{"id":')).toBeNull();
    expect(parseRecordList('[1, 2]')).toBeNull();
    expect(parseRecordList('"text"')).toBeNull();
    expect(parseRecordList('{"a":1}')).toBeNull();
  });

  it('reads PLM data of any shape and flags corrupted text', () => {
    expect(parsePlmData('{"parts":[1]}')).toEqual({ ok: true, value: { parts: [1] } });
    expect(parsePlmData('[1]')).toEqual({ ok: true, value: [1] });
    expect(parsePlmData('{oops')).toEqual({ ok: false });
    expect(parsePlmData('{}')).toBeUndefined();
  });

  it('names an item by its stored name, or Untitled', () => {
    expect(itemName({ name: 'Bike' })).toBe('Bike');
    expect(itemName({ title: 'Bike' })).toBe('Untitled');
  });
});
