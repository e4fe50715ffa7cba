import type { StoredIssuePattern } from '../../../domain/issue-patterns.ts';
import { useProjectLiveData, type ProjectListen } from '../common/use-project-live-data.ts';

const listenPatterns: ProjectListen<StoredIssuePattern[]> = (backend, projectId, on, fail) =>
  backend.issuePatterns.listen(projectId, on, fail);

/** A project's issue patterns, live; undefined while loading. */
export function useIssuePatterns(projectId: string) {
  const live = useProjectLiveData(projectId, listenPatterns, {
    fallback: [],
    what: 'Issue patterns',
  });
  return { patterns: live.value, failed: live.failed };
}
