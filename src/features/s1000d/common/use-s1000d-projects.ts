import { useCallback, useEffect, useState } from 'react';
import { s1000dRights, type S1000dRights } from '../../../access/s1000d-project-access.ts';
import { useSession } from '../../../session/session-context.ts';
import type { S1000dProject } from '../../../data/s1000d-store-types.ts';
import { useS1000dActor } from './use-s1000d-actor.ts';

export type VisibleProject = { project: S1000dProject; rights: S1000dRights };

export const PROJECTS_TEXT = {
  loadFailed: 'Your S1000D projects could not be loaded. Please try again.',
} as const;

/** The S1000D projects the user may open (administrators: all), with their rights in each. */
export function useS1000dProjects() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [projects, setProjects] = useState<VisibleProject[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const uid = actor?.uid;
  const everything = actor?.isAdministrator ?? false;

  useEffect(() => {
    if (!backend || !uid || !actor) return;
    let live = true;
    backend.s1000dProjects
      .listVisible(uid, everything)
      .then((list) => {
        if (live)
          setProjects(list.map((project) => ({ project, rights: s1000dRights(actor, project) })));
      })
      .catch((cause: unknown) => {
        console.error('S1000D projects could not be loaded', cause);
        if (!live) return;
        setError(PROJECTS_TEXT.loadFailed);
        setProjects([]);
      });
    return () => {
      live = false;
    };
  }, [backend, uid, everything, actor, version]);

  return { projects, error, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
