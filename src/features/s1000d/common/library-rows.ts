import { parseDmCode } from '../../../s1000d/codes/dm-code.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { brexStatusOf, type BrexStatus, type BrexStatusKey } from './brex-status.ts';
import type { LibraryRow } from './use-s1000d-project.ts';

export const STATUSES = ['in work', 'official', 'deleted'] as const;
export type LibraryStatus = (typeof STATUSES)[number];

/** A library row with what filters and search need, worked out once per index change. */
export type PreparedRow = LibraryRow & {
  infoCode: string;
  sns: string;
  status: LibraryStatus;
  issue: string;
  brexStatus: BrexStatus;
  haystack: string;
};

export type LibraryFilter = {
  search: string;
  kind: string;
  schema: string;
  infoCode: string;
  sns: string;
  status: LibraryStatus | '';
  language: string;
  issue: string;
  brex: BrexStatusKey | '';
};

export const NO_FILTER: LibraryFilter = {
  search: '',
  kind: '',
  schema: '',
  infoCode: '',
  sns: '',
  status: '',
  language: '',
  issue: '',
  brex: '',
};

export const SORT_KEYS = ['code', 'title', 'issue', 'date', 'kind', 'brex'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; descending: boolean };

const issueOf = (row: ObjectListing) => (row.i === undefined ? '' : `${row.i}-${row.w ?? '00'}`);

export function prepareRows(rows: readonly LibraryRow[]): PreparedRow[] {
  return rows.map((entry) => {
    const { row } = entry;
    const dm = row.t === 'dm' ? parseDmCode(row.c) : undefined;
    const code = dm?.ok ? dm.value : undefined;
    return {
      ...entry,
      infoCode: code ? code.infoCode : '',
      sns: code ? `${code.systemCode}-${code.subSystemCode}${code.subSubSystemCode}` : '',
      status: entry.deleted ? 'deleted' : (row.w ?? '00') === '00' ? 'official' : 'in work',
      issue: issueOf(row),
      brexStatus: brexStatusOf(entry.brex, row.h),
      haystack: `${row.k} ${row.c} ${row.n}`.toLowerCase(),
    };
  });
}

/** The values each filter can take in this project, sorted. */
export function facetsOf(rows: readonly PreparedRow[]) {
  const collect = (pick: (r: PreparedRow) => string | undefined) =>
    [...new Set(rows.map(pick).filter((v): v is string => !!v))].sort();
  return {
    kind: collect((r) => r.row.t),
    schema: collect((r) => r.row.s),
    infoCode: collect((r) => r.infoCode),
    sns: collect((r) => r.sns),
    language: collect((r) => r.row.l),
    issue: collect((r) => r.row.v),
  };
}

const compare: Record<SortKey, (a: PreparedRow, b: PreparedRow) => number> = {
  code: (a, b) => a.row.k.localeCompare(b.row.k),
  title: (a, b) => a.row.n.localeCompare(b.row.n),
  issue: (a, b) => a.issue.localeCompare(b.issue),
  date: (a, b) => (a.row.d ?? '').localeCompare(b.row.d ?? ''),
  kind: (a, b) => a.row.t.localeCompare(b.row.t),
  brex: (a, b) => a.brexStatus.label.localeCompare(b.brexStatus.label),
};

/**
 * The rows a filter and a search keep, sorted. Deleted objects show only when asked for.
 * Search matches every word, in any order, against code, key and title.
 */
export function filterRows(
  rows: readonly PreparedRow[],
  filter: LibraryFilter,
  sort: Sort,
): PreparedRow[] {
  const words = filter.search.toLowerCase().split(/\s+/).filter(Boolean);
  const kept = rows.filter(
    (r) =>
      (filter.status ? r.status === filter.status : r.status !== 'deleted') &&
      (!filter.kind || r.row.t === filter.kind) &&
      (!filter.schema || r.row.s === filter.schema) &&
      (!filter.infoCode || r.infoCode === filter.infoCode) &&
      (!filter.sns || r.sns === filter.sns) &&
      (!filter.language || r.row.l === filter.language) &&
      (!filter.issue || r.row.v === filter.issue) &&
      (!filter.brex || r.brexStatus.key === filter.brex) &&
      words.every((w) => r.haystack.includes(w)),
  );
  const order = compare[sort.key];
  kept.sort((a, b) => (sort.descending ? -1 : 1) * (order(a, b) || a.row.k.localeCompare(b.row.k)));
  return kept;
}
