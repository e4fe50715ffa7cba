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
  return { projects, projectId, setProjectId, project, rows, rights, loaded, listing };
}
