import type { Brdp, DecisionKind } from '../../../s1000d/brdp/brdp-model.ts';

export const BRDP_FILTERS = ['all', 'undecided', 'decided', 'not-used', 'retired'] as const;
export type BrdpFilter = (typeof BRDP_FILTERS)[number];
export const FILTER_LABELS: Record<BrdpFilter, string> = {
  all: 'All BRDPs',
  undecided: 'Without a decision',
  decided: 'Decided',
  'not-used': 'Not used',
  retired: 'Retired',
};

/** Whose words match the search: id, title, description, category and chapter, any case. */
function matches(b: Brdp, words: string[]): boolean {
  const haystack = `${b.id} ${b.title} ${b.description} ${b.category} ${b.chapter}`.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/** The BRDPs a filter and a search keep, in index order. */
export function filterBrdps(
  brdps: readonly Brdp[],
  kindOf: (id: string) => DecisionKind,
  filter: BrdpFilter,
  search: string,
  category = '',
): Brdp[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return brdps.filter((b) => {
    if (category && b.category !== category) return false;
    const kind = kindOf(b.id);
    if (filter === 'undecided' && (kind !== 'pending' || b.retired)) return false;
    if (filter === 'decided' && kind === 'pending') return false;
    if (filter === 'not-used' && kind !== 'not-used') return false;
    if (filter === 'retired' && !b.retired) return false;
    return matches(b, words);
  });
}

/** The categories of an index, in natural order (2 before 10). */
export function categoriesOf(brdps: readonly Brdp[]): string[] {
  return [...new Set(brdps.map((b) => b.category).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
}
