import { useEffect, useMemo, useState } from 'react';
import { s1000dRights, type S1000dRights } from '../../../access/s1000d-project-access.ts';
import { useSession } from '../../../session/session-context.ts';
import type { BrexMark, IndexEntry } from '../../../data/s1000d-store-types.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useS1000dActor } from './use-s1000d-actor.ts';

/** One row of a project's library: the listing row and the store's marks. */
export type LibraryRow = { row: ObjectListing; deleted: boolean; brex: BrexMark | null };

export const PROJECT_TEXT = {
  notFound: 'This S1000D project does not exist, or you are not one of its members.',
  loadFailed: 'The project could not be loaded. Please try again.',
} as const;

/** A project and its whole library, both live: one listener on the project, one on its index. */
export function useS1000dProject(projectId: string | undefined) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [project, setProject] = useState<S1000dProject | null | undefined>(undefined);
  const [entries, setEntries] = useState<Map<string, IndexEntry> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!backend || !projectId) return;
    const fail = (cause: Error) => {
      console.error('S1000D project listener failed', cause);
      setError(
        cause.message.includes('permission') ? PROJECT_TEXT.notFound : PROJECT_TEXT.loadFailed,
      );
      setProject(null);
    };
    const stopProject = backend.s1000dProjects.listen(projectId, setProject, fail);
    const stopIndex = backend.s1000dObjects.listenIndex(projectId, setEntries, fail);
    return () => {
      stopProject();
      stopIndex();
    };
  }, [backend, projectId]);

  const rows = useMemo<LibraryRow[] | null>(
    () =>
      entries &&
      [...entries.values()].map((e) => ({
        row: e.row as ObjectListing,
        deleted: e.deleted,
        brex: e.brex,
      })),
    [entries],
  );
  const rights: S1000dRights | null = useMemo(
    () => (project && actor ? s1000dRights(actor, project) : null),
    [project, actor],
  );
  return { project, rows, rights, error };
}
