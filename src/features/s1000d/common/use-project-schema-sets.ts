import { useMemo } from 'react';
import type { ProjectSchemaSet } from '../../../domain/schema-sets.ts';
import { useLiveData } from '../../../session/use-live-data.ts';
import { useSession } from '../../../session/session-context.ts';

/** A project's stored schema sets, live (decision 1240); undefined while loading. */
export function useProjectSchemaSets(projectId: string | undefined) {
  const { backend } = useSession();
  const subscribe = useMemo(
    () =>
      backend && projectId
        ? (on: (s: ProjectSchemaSet[]) => void, fail: (e: Error) => void) =>
            backend.schemaSets.listen(projectId, on, fail)
        : null,
    [backend, projectId],
  );
  const live = useLiveData<ProjectSchemaSet[], ProjectSchemaSet[] | undefined>(subscribe, {
    initial: undefined,
    fallback: [],
    what: 'Schema sets',
  });
  return { sets: live.value, failed: live.failed };
}
