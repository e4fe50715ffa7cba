import { describe, expect, it } from 'vitest';
import type { PbsItem } from './pbs-item.ts';
import { testItem } from './test-item.ts';
import { ancestorIds, visibleRows } from './visible-rows.ts';

// Stored out of order on purpose: order, not array position, decides.
const items = [
  testItem('c', 'a', 1),
  testItem('a', null, 0),
  testItem('b', 'a', 0),
  testItem('d', 'b', 0),
  testItem('e', null, 1),
];

describe('visibleRows', () => {
  it('shows only the top level when nothing is expanded', () => {
    const rows = visibleRows(items, new Set());
    expect(rows.map((r) => r.item.id)).toEqual(['a', 'e']);
    expect(rows[0]).toMatchObject({
      level: 1,
      hasChildren: true,
      expanded: false,
      posInSet: 1,
      setSize: 2,
    });
    expect(rows[1]).toMatchObject({ hasChildren: false });
  });

  it('shows children of expanded items in depth-first order with their levels', () => {
    const rows = visibleRows(items, new Set(['a', 'b']));
    expect(rows.map((r) => `${r.item.id}${r.level}`)).toEqual(['a1', 'b2', 'd3', 'c2', 'e1']);
    expect(rows[3]).toMatchObject({ posInSet: 2, setSize: 2, expanded: false });
  });

  it('hides the children of a collapsed item even when a descendant is expanded', () => {
    expect(visibleRows(items, new Set(['b'])).map((r) => r.item.id)).toEqual(['a', 'e']);
  });

  it('flattens 5,000 expanded items quickly', () => {
    const many: PbsItem[] = [];
    for (let i = 0; i < 5000; i++) many.push(testItem(`i${i}`, i < 50 ? null : `i${i % 50}`, i));
    const started = performance.now();
    const rows = visibleRows(many, new Set(many.map((i) => i.id)));
    expect(rows).toHaveLength(5000);
    const ms = performance.now() - started;
    console.info(`visibleRows over 5,000 expanded items: ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1000);
  });
});

describe('ancestorIds', () => {
  it('lists the ancestors nearest first', () => {
    expect(ancestorIds(items, 'd')).toEqual(['b', 'a']);
    expect(ancestorIds(items, 'a')).toEqual([]);
  });
});
