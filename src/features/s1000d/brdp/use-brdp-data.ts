import type { StoredBrdpDecision, StoredBrdpIndex } from '../../../domain/brdps.ts';
import { useProjectLiveData, type ProjectListen } from '../common/use-project-live-data.ts';

const listenIndex: ProjectListen<StoredBrdpIndex | null> = (backend, projectId, on, fail) =>
  backend.brdps.listenIndex(projectId, on, fail);
const listenDecisions: ProjectListen<Map<string, StoredBrdpDecision>> = (
  backend,
  projectId,
  on,
  fail,
) => backend.brdps.listenDecisions(projectId, on, fail);

/** A project's BRDP index and decisions, both live; undefined while loading, null index when none. */
export function useBrdpData(projectId: string) {
  const index = useProjectLiveData(projectId, listenIndex, {
    fallback: null,
    what: 'The BRDP index',
  });
  const decisions = useProjectLiveData(projectId, listenDecisions, {
    fallback: new Map(),
    what: 'BRDP decisions',
  });
  return {
    index: index.value,
    decisions: decisions.value,
    failed: index.failed || decisions.failed,
  };
}
