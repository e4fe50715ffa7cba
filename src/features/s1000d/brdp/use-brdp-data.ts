import { useMemo } from 'react';
import type { StoredBrdpDecision, StoredBrdpIndex } from '../../../domain/brdps.ts';
import { useLiveData } from '../../../session/use-live-data.ts';
import { useSession } from '../../../session/session-context.ts';

/** A project's BRDP index and decisions, both live; undefined while loading, null index when none. */
export function useBrdpData(projectId: string) {
  const { backend } = useSession();
  const subscribeIndex = useMemo(
    () =>
      backend && projectId
        ? (on: (index: StoredBrdpIndex | null) => void, fail: (e: Error) => void) =>
            backend.brdps.listenIndex(projectId, on, fail)
        : null,
    [backend, projectId],
  );
  const subscribeDecisions = useMemo(
    () =>
      backend && projectId
        ? (on: (d: Map<string, StoredBrdpDecision>) => void, fail: (e: Error) => void) =>
            backend.brdps.listenDecisions(projectId, on, fail)
        : null,
    [backend, projectId],
  );
  const index = useLiveData<StoredBrdpIndex | null, StoredBrdpIndex | null | undefined>(
    subscribeIndex,
    { initial: undefined, fallback: null, what: 'The BRDP index' },
  );
  const decisions = useLiveData<
    Map<string, StoredBrdpDecision>,
    Map<string, StoredBrdpDecision> | undefined
  >(subscribeDecisions, { initial: undefined, fallback: new Map(), what: 'BRDP decisions' });
  return {
    index: index.value,
    decisions: decisions.value,
    failed: index.failed || decisions.failed,
  };
}
