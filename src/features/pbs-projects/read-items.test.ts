import { describe, expect, it } from 'vitest';
import { readItems, toStoredItems } from './read-items.ts';
import { sampleBreakdown } from './sample-breakdown.ts';

describe('readItems', () => {
  it('flattens the nested lists of the browser-only version, keeping unknown fields', () => {
    const items = readItems([
      {
        id: 'p-1',
        name: 'Assembly',
        level: 1,
        colour: 'red',
        children: [
          {
            id: 'p-1-1',
            name: 'Sub-assembly',
            level: 2,
            children: [{ id: 'p-1-1-1', name: 'Part', level: 3, children: [] }],
          },
          { id: 'p-1-2', name: 'Other' },
        ],
      },
    ]);
    expect(items.map((i) => [i.id, i.parentId, i.order])).toEqual([
      ['p-1', null, 0],
      ['p-1-1', 'p-1', 0],
      ['p-1-1-1', 'p-1-1', 0],
      ['p-1-2', 'p-1', 1],
    ]);
    expect(items[0]).toMatchObject({
      name: 'Assembly',
      identifier: 'p-1',
      quantity: 1,
      colour: 'red',
      tasks: [],
    });
    expect(items[0]).not.toHaveProperty('children');
    expect(items[0]).not.toHaveProperty('level');
  });

  it('reads our flat format as stored', () => {
    const stored = [
      {
        id: 'a',
        parentId: null,
        order: 1,
        identifier: 'A',
        name: 'A',
        partNumber: 'P',
        quantity: 2,
        snsCode: 'DA1',
        notes: 'n',
        tasks: [],
      },
      {
        id: 'b',
        parentId: 'a',
        order: 0,
        identifier: 'B',
        name: 'B',
        partNumber: '',
        quantity: 1,
        snsCode: '',
        notes: '',
        tasks: [{ id: 't', code: 'T1', title: 'Check', skills: 'a, b' }],
      },
    ];
    const items = readItems(stored);
    expect(items[0]).toEqual(stored[0]);
    expect(items[1]!.tasks[0]).toMatchObject({
      id: 't',
      code: 'T1',
      skills: ['a', 'b'],
      status: 'Planned',
    });
  });

  it('gives missing and repeated ids a unique one and lifts orphans to the top', () => {
    const items = readItems([
      { name: 'x' },
      { id: 'a', name: 'y' },
      { id: 'a', name: 'z', parentId: 'gone' },
      'junk',
    ]);
    expect(new Set(items.map((i) => i.id)).size).toBe(3);
    expect(items.every((i) => i.parentId === null)).toBe(true);
  });

  it('reads anything that is not a list as an empty breakdown', () => {
    expect(readItems(undefined)).toEqual([]);
    expect(readItems({ a: 1 })).toEqual([]);
  });
});

describe('toStoredItems', () => {
  it('leaves out empty optional fields, and readItems restores them', () => {
    const items = sampleBreakdown(20);
    const stored = toStoredItems(items);
    expect(stored[1]).not.toHaveProperty('notes');
    expect(stored[1]).not.toHaveProperty('tasks');
    expect(stored[0]).toHaveProperty('notes');
    expect(readItems(stored)).toEqual(items);
  });
});
