import { useMemo } from 'react';
import type { StoredIssuePattern } from '../../../domain/issue-patterns.ts';
import { useLiveData } from '../../../session/use-live-data.ts';
import { useSession } from '../../../session/session-context.ts';

/** A project's issue patterns, live; undefined while loading. */
export function useIssuePatterns(projectId: string) {
  const { backend } = useSession();
  const subscribe = useMemo(
    () =>
      backend && projectId
        ? (on: (p: StoredIssuePattern[]) => void, fail: (e: Error) => void) =>
            backend.issuePatterns.listen(projectId, on, fail)
        : null,
    [backend, projectId],
  );
  const live = useLiveData<StoredIssuePattern[], StoredIssuePattern[] | undefined>(subscribe, {
    initial: undefined,
    fallback: [],
    what: 'Issue patterns',
  });
  return { patterns: live.value, failed: live.failed };
}
