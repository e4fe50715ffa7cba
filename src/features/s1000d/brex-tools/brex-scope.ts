import type { BrexMark } from '../../../data/s1000d-store-types.ts';
import type { ObjectReport } from '../../../s1000d/brex/report.ts';
import { buildRefGraph } from '../../../s1000d/csdb/ref-graph.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { LibraryRow } from '../common/use-s1000d-project.ts';

export const SCOPES = ['project', 'publication', 'objects'] as const;
export type Scope = (typeof SCOPES)[number];

/** The objects the checker reads: every XML object that is not deleted (ICNs are not XML). */
export function checkableRows(rows: readonly LibraryRow[]): ObjectListing[] {
  return rows.filter((r) => !r.deleted && r.row.t !== 'icn').map((r) => r.row);
}

/**
 * A publication: its publication module and every object it reaches through its references
 * (nested publication modules included), resolved as the library resolves them.
 */
export function publicationRows(rows: readonly ObjectListing[], pmKey: string): ObjectListing[] {
  const graph = buildRefGraph(rows);
  const targets = new Map<string, string[]>();
  for (const [target, uses] of graph.usedBy)
    for (const use of uses) targets.set(use.from, [...(targets.get(use.from) ?? []), target]);
  const reached = new Set<string>([pmKey]);
  const queue = [pmKey];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const next of targets.get(key) ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      // A BREX or an ICN is reached, but what it refers to is not part of the publication.
      const row = rows.find((r) => r.k === next);
      if (row?.t === 'pm') queue.push(next);
    }
  }
  return rows.filter((r) => reached.has(r.k));
}

/** What the library keeps of one object's report (decision 180). */
export function markOf(
  report: ObjectReport,
  sha256: string,
  against: BrexMark['against'],
): Omit<BrexMark, 'at'> {
  const errors = report.errorCount;
  let status: BrexMark['status'];
  if (report.status !== 'checked') status = report.status;
  else if (errors > 0) status = 'failed';
  else if (report.limited) status = 'incomplete';
  else status = 'passed';
  return { status, errors, sha256, against };
}

/** One line for the project's history: what was checked and how it came out. */
export function checkSummary(reports: readonly ObjectReport[], against: BrexMark['against']) {
  const failed = reports.filter((r) => r.errorCount > 0).length;
  const notChecked = reports.filter((r) => r.status !== 'checked').length;
  const what = against === 'chain' ? 'their BREX chain' : 'their default BREX';
  return (
    `${reports.length} object(s) checked against ${what}: ${reports.length - failed - notChecked} passed, ` +
    `${failed} with errors, ${notChecked} not checked in full`
  );
}
