import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
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
  const [list, setList] = useState<ConfiguredProject[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!backend || !uid) return;
    let live = true;
    Promise.all([backend.pbsProjects.listOwned(uid), backend.productConfigurations.listOwned(uid)])
      .then(([projects, configurations]) => {
        const byProject = new Map(configurations.map((c) => [c.projectId, c]));
        const joined = projects
          .map((project) => ({ project, configuration: byProject.get(project.id) ?? null }))
          .sort((a, b) => a.project.name.localeCompare(b.project.name));
        if (live) setList(joined);
      })
      .catch((cause: unknown) => {
        console.error('Product configurations could not be loaded', cause);
        if (!live) return;
        setFailed(true);
        setList([]);
      });
    return () => {
      live = false;
    };
  }, [backend, uid]);
  return { list, failed };
}
