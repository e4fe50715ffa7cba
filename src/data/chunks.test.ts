import { describe, expect, it } from 'vitest';
import { chunk, IN_QUERY_LIMIT } from './chunks.ts';

describe('chunk', () => {
  it('splits into groups no larger than the in-query limit', () => {
    const ids = Array.from({ length: 65 }, (_, i) => `b${i}`);
    const groups = chunk(ids);
    expect(groups.map((g) => g.length)).toEqual([30, 30, 5]);
    expect(groups.flat()).toEqual(ids);
    expect(IN_QUERY_LIMIT).toBe(30);
  });

  it('drops duplicates and gives no groups for no values', () => {
    expect(chunk(['a', 'a', 'b'])).toEqual([['a', 'b']]);
    expect(chunk([])).toEqual([]);
  });
});
