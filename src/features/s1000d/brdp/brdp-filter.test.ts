import { describe, expect, it } from 'vitest';
import type { Brdp, DecisionKind } from '../../../s1000d/brdp/brdp-model.ts';
import { categoriesOf, filterBrdps } from './brdp-filter.ts';

const b = (n: number, title: string, category: string, retired = false): Brdp => ({
  id: `BRDP-S1-0000${n}`,
  title,
  description: n === 2 ? 'Which security classifications the project uses' : '',
  category,
  chapter: `Chap ${n}`,
  ...(retired ? { retired: true } : {}),
});
const index = [
  b(1, 'Issue of S1000D', '1'),
  b(2, 'Security', '2'),
  b(3, 'Steps', '10'),
  b(4, 'Old', '2', true),
];
const kinds: Record<string, DecisionKind> = {
  'BRDP-S1-00001': 'adopted',
  'BRDP-S1-00003': 'not-used',
};
const kindOf = (id: string) => kinds[id] ?? 'pending';
const ids = (list: Brdp[]) => list.map((x) => x.id.slice(-1));

describe('filterBrdps', () => {
  it('filters by decision and retirement', () => {
    expect(ids(filterBrdps(index, kindOf, 'all', ''))).toEqual(['1', '2', '3', '4']);
    expect(ids(filterBrdps(index, kindOf, 'undecided', ''))).toEqual(['2']);
    expect(ids(filterBrdps(index, kindOf, 'decided', ''))).toEqual(['1', '3']);
    expect(ids(filterBrdps(index, kindOf, 'not-used', ''))).toEqual(['3']);
    expect(ids(filterBrdps(index, kindOf, 'retired', ''))).toEqual(['4']);
  });

  it('searches id, title and description with every word, and filters by category', () => {
    expect(ids(filterBrdps(index, kindOf, 'all', 'SECURITY classifications'))).toEqual(['2']);
    expect(ids(filterBrdps(index, kindOf, 'all', 's1-00003'))).toEqual(['3']);
    expect(ids(filterBrdps(index, kindOf, 'all', 'security nothing'))).toEqual([]);
    expect(ids(filterBrdps(index, kindOf, 'all', '', '2'))).toEqual(['2', '4']);
  });

  it('lists categories in natural order', () => {
    expect(categoriesOf(index)).toEqual(['1', '2', '10']);
  });
});
