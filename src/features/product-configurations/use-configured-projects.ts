import { useMemo } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useLoadList } from '../../session/use-load.ts';
import type { ProductConfiguration } from '../../domain/product-configurations.ts';
import type { ProjectDocument } from '../../domain/projects.ts';

export type ConfiguredProject = {
  project: ProjectDocument;
  configuration: ProductConfiguration | null;
};

/** The user's PBS projects, each with its configuration set when it has one. */
export function useConfiguredProjects() {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const load = useMemo(
    () =>
      backend && uid
        ? () =>
            Promise.all([
              backend.pbsProjects.listOwned(uid),
              backend.productConfigurations.listOwned(uid),
            ]).then(([projects, configurations]) => joined(projects, configurations))
        : null,
    [backend, uid],
  );
  const { value, failed } = useLoadList<ConfiguredProject>(load, 'Product configurations');
  return { list: value, failed };
}

function joined(projects: ProjectDocument[], configurations: ProductConfiguration[]) {
  const byProject = new Map(configurations.map((c) => [c.projectId, c]));
  return projects
    .map((project) => ({ project, configuration: byProject.get(project.id) ?? null }))
    .sort((a, b) => a.project.name.localeCompare(b.project.name));
}
