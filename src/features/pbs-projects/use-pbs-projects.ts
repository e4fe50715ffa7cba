import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { ProjectDocument } from '../../domain/projects.ts';

export const LIST_TEXT = {
  loadFailed: 'Your PBS projects could not be loaded. Please try again.',
  saveFailed: 'The change could not be saved. Please try again.',
  nameRequired: 'Enter a project name.',
  nameTaken: (name: string) => `You already have a PBS project called "${name}".`,
} as const;

/** The signed-in (or viewed) user's PBS projects, newest change first, and what to do with them. */
export function usePbsProjects() {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const [projects, setProjects] = useState<ProjectDocument[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    backend.pbsProjects
      .listOwned(uid)
      .then((list) => {
        list.sort((a, b) => (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0));
        if (live) setProjects(list);
      })
      .catch((cause: unknown) => {
        console.error('PBS projects could not be loaded', cause);
        if (!live) return;
        setError(LIST_TEXT.loadFailed);
        setProjects([]);
      });
    return () => {
      live = false;
    };
  }, [backend, uid, version]);

  const run = useCallback(async (work: () => Promise<unknown>) => {
    try {
      await work();
      setError(null);
    } catch (cause) {
      console.error('PBS project change failed', cause);
      setError(LIST_TEXT.saveFailed);
    }
    setVersion((v) => v + 1);
  }, []);

  const taken = (name: string, exceptId?: string) =>
    (projects ?? []).some((p) => p.id !== exceptId && p.name.trim() === name.trim());

  return {
    projects,
    error,
    /** A message when the name cannot be used, else null. */
    checkName(name: string, exceptId?: string) {
      if (!name.trim()) return LIST_TEXT.nameRequired;
      return taken(name, exceptId) ? LIST_TEXT.nameTaken(name.trim()) : null;
    },
    rename: (id: string, name: string) =>
      run(() => backend!.pbsProjects.update(id, { name: name.trim() })),
    /** The project's product configuration set goes with it, in one batch. */
    remove: (id: string) => run(() => backend!.productConfigurations.removeWithProject(id)),
    duplicate(project: ProjectDocument) {
      let name = `${project.name} (copy)`;
      for (let n = 2; taken(name); n++) name = `${project.name} (copy ${n})`;
      return run(() => backend!.pbsProjects.create(uid!, name, project.fields));
    },
  };
}
