import { describe, expect, it } from 'vitest';
import { chunk, IN_QUERY_LIMIT } from './chunks.ts';

describe('chunk', () => {
  it('splits a 95-value in-query into groups Firestore accepts, keeping every value once', () => {
    const ids = Array.from({ length: 95 }, (_, i) => `b${i}`);
    const groups = chunk([...ids, 'b7', 'b94']);
    expect(groups.every((g) => g.length <= IN_QUERY_LIMIT)).toBe(true);
    expect(groups.map((g) => g.length)).toEqual([30, 30, 30, 5]);
    expect(groups.flat()).toEqual(ids);
  });

  it('drops duplicates and gives no groups for no values', () => {
    expect(chunk(['a', 'a', 'b'])).toEqual([['a', 'b']]);
    expect(chunk([])).toEqual([]);
  });
});
