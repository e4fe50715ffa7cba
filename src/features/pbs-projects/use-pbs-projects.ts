import { useCallback, useMemo, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { newestChangeFirst } from '../../lib/newest-change-first.ts';
import { useLoadList } from '../../session/use-load.ts';

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
  const load = useMemo(
    () =>
      backend && uid
        ? () => backend.pbsProjects.listOwned(uid).then((list) => list.sort(newestChangeFirst))
        : null,
    [backend, uid],
  );
  const { value: projects, failed, reload } = useLoadList<ProjectDocument>(load, 'PBS projects');
  const [saveFailed, setSaveFailed] = useState(false);

  const run = useCallback(
    async (work: () => Promise<unknown>) => {
      try {
        await work();
        setSaveFailed(false);
      } catch (cause) {
        console.error('PBS project change failed', cause);
        setSaveFailed(true);
      }
      reload();
    },
    [reload],
  );

  const taken = (name: string, exceptId?: string) =>
    (projects ?? []).some((p) => p.id !== exceptId && p.name.trim() === name.trim());

  return {
    projects,
    error: saveFailed ? LIST_TEXT.saveFailed : failed ? LIST_TEXT.loadFailed : null,
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
