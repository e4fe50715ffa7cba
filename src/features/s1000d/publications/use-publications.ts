import { useEffect, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useS1000dProjects, type VisibleProject } from '../common/use-s1000d-projects.ts';

export type ProjectPublications = VisibleProject & { publications: ObjectListing[] };

/** Each project the user may open, with its publication modules (not deleted), by code. */
export function usePublications() {
  const { backend } = useSession();
  const { projects, error } = useS1000dProjects();
  const [list, setList] = useState<ProjectPublications[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    if (!backend || !projects) return;
    let live = true;
    Promise.all(
      projects.map(async (visible) => {
        const entries = await backend.s1000dObjects.readIndex(visible.project.id);
        const publications = [...entries.values()]
          .filter((e) => !e.deleted && (e.row as ObjectListing).t === 'pm')
          .map((e) => e.row as ObjectListing)
          .sort((a, b) => a.c.localeCompare(b.c));
        return { ...visible, publications };
      }),
    )
      .then((found) => live && setList(found))
      .catch((cause: unknown) => {
        console.error('Publications could not be loaded', cause);
        if (live) setLoadError('The publications could not be loaded. Please try again.');
      });
    return () => {
      live = false;
    };
  }, [backend, projects]);
  return { list, error: error ?? loadError };
}
