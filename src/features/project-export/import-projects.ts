import type { ProjectsRepository } from '../../data/projects.ts';
import type { BundledProject, ExportableCollection } from './bundle.ts';
import { planImport, relinkFields } from './import-plan.ts';

export type ProjectStores = Record<
  ExportableCollection,
  Pick<ProjectsRepository, 'listOwned' | 'createImported'>
>;

export type ImportSummary = {
  imported: { collection: ExportableCollection; name: string; renamed: boolean }[];
  /** Set when a write failed: the projects after it were not imported. */
  failedAt: string | null;
};

/** Writes an already validated bundle for the owner, one project at a time, PBS first. */
export async function importProjects(
  stores: ProjectStores,
  ownerId: string,
  projects: BundledProject[],
): Promise<ImportSummary> {
  const [pbs, ips] = await Promise.all([
    stores.pbsProjects.listOwned(ownerId),
    stores.ipsProjects.listOwned(ownerId),
  ]);
  const planned = planImport(projects, {
    pbsProjects: pbs.map((p) => p.name),
    ipsProjects: ips.map((p) => p.name),
  });
  const newPbsIds = new Map<string, string>();
  const summary: ImportSummary = { imported: [], failedAt: null };
  for (const project of planned) {
    try {
      const id = await stores[project.collection].createImported(
        ownerId,
        project.name,
        relinkFields(project, newPbsIds),
        { createdAt: project.createdAt, updatedAt: project.updatedAt },
      );
      if (project.collection === 'pbsProjects' && project.id) newPbsIds.set(project.id, id);
    } catch (cause) {
      console.error('Project import stopped', cause);
      summary.failedAt = project.name;
      return summary;
    }
    summary.imported.push({
      collection: project.collection,
      name: project.name,
      renamed: project.renamed,
    });
  }
  return summary;
}
