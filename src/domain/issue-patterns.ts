import type { IssuePattern } from '../s1000d/patterns/issue-pattern.ts';

export type { IssuePattern };

/** A project's issue pattern as stored (decision 1100): the engine's pattern, with who saved it last. */
export type StoredIssuePattern = IssuePattern & {
  id: string;
  updatedAt: Date | null;
  updatedBy: string;
};
