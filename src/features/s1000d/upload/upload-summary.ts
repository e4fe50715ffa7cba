import type { UploadDecision, UploadOutcome } from '../../../s1000d/csdb/upload-plan.ts';

export const OUTCOME_LABELS: Record<UploadOutcome | 'notStored', string> = {
  added: 'Added',
  newIssue: 'New issue',
  olderIssue: 'Earlier issue kept',
  identical: 'Identical, skipped',
  conflict: 'Refused: same issue, other content',
  nameMismatch: 'Stored; file name and code disagree',
  notS1000d: 'Not S1000D',
  notWellFormed: 'Not well-formed',
  refused: 'Refused',
  notStored: 'Not stored (stopped)',
};

export type ReportLine = { path: string; outcome: UploadOutcome | 'notStored'; message: string };

/** Each file's line in the report; files planned but not reached before a stop say so. */
export function reportLines(decisions: readonly UploadDecision[], stored: number): ReportLine[] {
  let writes = 0;
  return decisions.map((d) => {
    if (d.write && writes++ >= stored) {
      return {
        path: d.path,
        outcome: 'notStored',
        message: `${d.path}: not stored, the upload stopped first.`,
      };
    }
    return { path: d.path, outcome: d.outcome, message: d.message };
  });
}

export function countByOutcome(lines: readonly ReportLine[]) {
  const counts = new Map<ReportLine['outcome'], number>();
  for (const line of lines) counts.set(line.outcome, (counts.get(line.outcome) ?? 0) + 1);
  return counts;
}
