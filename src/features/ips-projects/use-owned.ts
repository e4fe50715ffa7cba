import { useMemo } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { newestChangeFirst } from '../../lib/newest-change-first.ts';
import { useLoadList } from '../../session/use-load.ts';

type Collection = 'ipsProjects' | 'ipsProjectDrafts' | 'pbsProjects';

/** The user's documents in one project collection, newest change first; null while loading. */
export function useOwned(collection: Collection, enabled = true) {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const load = useMemo(
    () =>
      backend && uid && enabled
        ? () => backend[collection].listOwned(uid).then((found) => found.sort(newestChangeFirst))
        : null,
    [backend, uid, collection, enabled],
  );
  const { value, failed, reload } = useLoadList<ProjectDocument>(load, collection);
  return { list: enabled ? value : [], failed, reload };
}
