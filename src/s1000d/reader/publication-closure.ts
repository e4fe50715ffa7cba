import type { ObjectListing } from '../csdb/listing';
import { createRefResolver } from '../csdb/ref-graph';

const APPLIC_TABLES = new Set(['appliccrossreftable', 'condcrossreftable', 'prdcrossreftable']);

/**
 * Every object a reader needs to read a publication without the network: the publication,
 * the publications and data modules it lists (at any depth), their illustrations (every
 * stored format) and the applicability tables they use (ACT, and the CCT and PCT the ACT
 * names). Worked out from the index rows alone: nothing is read.
 */
export function publicationClosure(
  publicationKey: string,
  rows: readonly ObjectListing[],
): ObjectListing[] {
  const byKey = new Map(rows.map((r) => [r.k, r]));
  const resolve = createRefResolver(rows);
  const start = byKey.get(publicationKey);
  if (!start) return [];
  const kept = new Map<string, ObjectListing>([[start.k, start]]);
  const queue: ObjectListing[] = [start];
  while (queue.length > 0) {
    const row = queue.shift()!;
    for (const ref of row.r ?? []) {
      const found = resolve(ref);
      if (found.status !== 'resolved' && found.status !== 'otherIssue') continue;
      for (const target of found.rows) {
        if (kept.has(target.k) || !wanted(row, target)) continue;
        kept.set(target.k, target);
        queue.push(target);
      }
    }
  }
  return [...kept.values()];
}

/** What a row brings along: a publication its entries, a module its pictures and tables. */
function wanted(from: ObjectListing, target: ObjectListing): boolean {
  if (from.t === 'pm') return target.t === 'dm' || target.t === 'pm';
  if (target.t === 'icn') return true;
  if (target.t !== 'dm' || !target.s) return false;
  return APPLIC_TABLES.has(target.s);
}
