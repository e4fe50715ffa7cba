import { useMemo } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useS1000dProjects, type VisibleProject } from '../common/use-s1000d-projects.ts';
import { useLoad } from '../../../session/use-load.ts';

export type ProjectPublications = VisibleProject & { publications: ObjectListing[] };

/** Each project the user may open, with its publication modules (not deleted), by code. */
export function usePublications() {
  const { backend } = useSession();
  const { projects, error } = useS1000dProjects();
  const read = useMemo(
    () =>
      backend && projects
        ? () =>
            Promise.all(
              projects.map(async (visible): Promise<ProjectPublications> => {
                const entries = await backend.s1000dObjects.readIndex(visible.project.id);
                const publications = [...entries.values()]
                  .filter((e) => !e.deleted && (e.row as ObjectListing).t === 'pm')
                  .map((e) => e.row as ObjectListing)
                  .sort((a, b) => a.c.localeCompare(b.c));
                return { ...visible, publications };
              }),
            )
        : null,
    [backend, projects],
  );
  const loaded = useLoad(read, { initial: null, fallback: null, what: 'Publications' });
  const loadError = loaded.failed
    ? 'The publications could not be loaded. Please try again.'
    : null;
  return { list: loaded.value, error: error ?? loadError };
}
