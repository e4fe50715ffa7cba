import type { DocumentData } from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { toDate } from './convert.ts';
import {
  BREX_MARK_STATUSES,
  type BrexMark,
  type BrexMarkStatus,
  type IndexEntry,
  type IndexRow,
} from './s1000d-store-types.ts';

/**
 * An index shard as stored (decision 1620): by object key, the listing row as one JSON text
 * (`listing`), the deleted mark (`deleted`, 0 or 1) and the last BREX result as one JSON text
 * (`brex`), each bounded by the rules (LIMITS.indexShards). Shards written before hold
 * `rows: {key: {r, d, b}}`, read as they are; a later write of the same key wins.
 */
const { rows: ROWS_PER_SHARD, rowText: ROW_TEXT } = LIMITS.indexShards;

/** A row or a shard the rules would refuse: nothing is written. */
export class IndexLimitError extends Error {}

/** The listing row as stored: one JSON text, within the rules' limit. */
export function packIndexRow(key: string, row: IndexRow): string {
  const text = JSON.stringify(row);
  if (text.length > ROW_TEXT) {
    throw new IndexLimitError(
      `Not stored: the listing row of ${key} is ${text.length.toLocaleString('en-US')} characters; a project's index keeps at most ${ROW_TEXT.toLocaleString('en-US')} an object (mostly its references). Split the object.`,
    );
  }
  return text;
}

/** Refuses, before anything is written, keys that would take a shard past its row count. */
export function checkShardRoom(shard: string, stored: ReadonlySet<string>, adding: Set<string>) {
  const count = new Set([...stored, ...adding]).size;
  if (count > ROWS_PER_SHARD) {
    throw new IndexLimitError(
      `Not stored: this project's index part ${shard} would hold ${count.toLocaleString('en-US')} objects; it keeps at most ${ROWS_PER_SHARD.toLocaleString('en-US')}.`,
    );
  }
}

/** The keys a stored shard lists (its texts; rows written before are not counted by the rules). */
export function listedKeys(shard: DocumentData | undefined): Set<string> {
  return new Set(Object.keys((shard?.listing ?? {}) as Record<string, unknown>));
}

/** The stored form of a BREX mark: short keys, as the rest of an index entry, in one text. */
export function packBrexMark(mark: Omit<BrexMark, 'at'>, at: Date): string {
  const status: BrexMarkStatus = mark.status;
  return JSON.stringify({
    s: status,
    e: mark.errors,
    h: mark.sha256,
    m: mark.against,
    t: at.toISOString(),
  });
}

function parse(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toBrexMark(value: unknown): BrexMark | null {
  const data = parse(value);
  if (!data || typeof data !== 'object') return null;
  const mark = data as DocumentData;
  const status = BREX_MARK_STATUSES.find((s) => s === mark.s);
  if (!status) return null;
  const at = typeof mark.t === 'string' ? new Date(mark.t) : toDate(mark.t);
  return {
    status,
    errors: typeof mark.e === 'number' ? mark.e : 0,
    sha256: typeof mark.h === 'string' ? mark.h : '',
    against: mark.m === 'default' ? 'default' : 'chain',
    at: at && !Number.isNaN(at.getTime()) ? at : null,
  };
}

type Parts = { row?: unknown; deleted?: unknown; brex?: unknown };

/** Every entry of the index, from its shards. */
export function entriesOf(shards: readonly DocumentData[]): Map<string, IndexEntry> {
  const parts = new Map<string, Parts>();
  const put = (key: string, part: Parts) => parts.set(key, { ...parts.get(key), ...part });
  for (const shard of shards) {
    const legacy = (shard.rows ?? {}) as Record<string, DocumentData | undefined>;
    for (const [key, value] of Object.entries(legacy)) {
      if (value && typeof value === 'object')
        put(key, { row: value.r, deleted: value.d, brex: value.b });
    }
    const fields = [
      ['listing', 'row'],
      ['deleted', 'deleted'],
      ['brex', 'brex'],
    ] as const;
    for (const [field, part] of fields) {
      for (const [key, value] of Object.entries((shard[field] ?? {}) as Record<string, unknown>))
        put(key, { [part]: field === 'listing' ? parse(value) : value });
    }
  }
  const entries = new Map<string, IndexEntry>();
  for (const [key, { row, deleted, brex }] of parts) {
    if (!row || typeof row !== 'object') continue;
    entries.set(key, { row: row as IndexRow, deleted: deleted === 1, brex: toBrexMark(brex) });
  }
  return entries;
}
