import { useMemo, useState } from 'react';
import { useS1000dProject } from './use-s1000d-project.ts';
import { useS1000dProjects } from './use-s1000d-projects.ts';

/**
 * The project a tool page works on: the user's projects to choose from, the one chosen, its live
 * rows and rights, `loaded` once the project read is the one chosen (never the one before), and
 * `listing`, its objects not deleted (null until its rows are read).
 */
export function useChosenProject(initialProjectId = '') {
  const { projects } = useS1000dProjects();
  const [projectId, setProjectId] = useState(initialProjectId);
  const { project, rows, rights } = useS1000dProject(projectId || undefined);
  const loaded = project && project.id === projectId ? project : null;
  const listing = useMemo(() => rows?.filter((r) => !r.deleted).map((r) => r.row) ?? null, [rows]);
  /** The ProjectSelect's projects, value and change, which also runs `onChoose` (to clear results). */
  const selectProps = (onChoose?: (projectId: string) => void) => ({
    projects,
    value: projectId,
    onChange: (id: string) => {
      setProjectId(id);
      onChoose?.(id);
    },
  });
  return { projects, projectId, setProjectId, project, rows, rights, loaded, listing, selectProps };
}
