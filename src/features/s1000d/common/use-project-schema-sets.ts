import type { ProjectSchemaSet } from '../../../domain/schema-sets.ts';
import { useProjectLiveData, type ProjectListen } from './use-project-live-data.ts';

const listenSets: ProjectListen<ProjectSchemaSet[]> = (backend, projectId, on, fail) =>
  backend.schemaSets.listen(projectId, on, fail);

/** A project's stored schema sets, live (decision 1240); undefined while loading. */
export function useProjectSchemaSets(projectId: string | undefined) {
  const live = useProjectLiveData(projectId, listenSets, { fallback: [], what: 'Schema sets' });
  return { sets: live.value, failed: live.failed };
}
