import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { ProjectDocument } from '../../domain/projects.ts';

type Collection = 'ipsProjects' | 'ipsProjectDrafts' | 'pbsProjects';

/** The user's documents in one project collection, newest change first; null while loading. */
export function useOwned(collection: Collection, enabled = true, version = 0) {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const [list, setList] = useState<ProjectDocument[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!backend || !uid || !enabled) return;
    let live = true;
    backend[collection]
      .listOwned(uid)
      .then((found) => {
        found.sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0));
        if (live) setList(found);
      })
      .catch((cause: unknown) => {
        console.error(`${collection} could not be loaded`, cause);
        if (!live) return;
        setFailed(true);
        setList([]);
      });
    return () => {
      live = false;
    };
  }, [backend, uid, collection, enabled, version]);
  return { list: enabled ? list : [], failed };
}
