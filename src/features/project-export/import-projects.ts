import type { ProjectImportRepository } from '../../data/project-import.ts';
import type { ImportLimits } from '../../domain/project-import.ts';
import { markImport } from '../../lib/import-marks.ts';
import type { ProjectsRepository } from '../../data/projects.ts';
import type { BundledProject } from './bundle.ts';
import { existingNames } from './import-names.ts';
import { planImport, type PlannedImport } from './import-plan.ts';

export type ImportStores = {
  pbsProjects: Pick<ProjectsRepository, 'namesInUse'>;
  ipsProjects: Pick<ProjectsRepository, 'namesInUse'>;
  projectImport: Pick<ProjectImportRepository, 'newId' | 'importAll'>;
};

export type ImportSummary = Pick<PlannedImport, 'renamed' | 'counts'>;

/**
 * Writes an already validated bundle for the owner, all or nothing: on failure it rejects
 * and nothing from the bundle remains (the repository rolls back what it committed).
 */
export async function importProjects(
  stores: ImportStores,
  ownerId: string,
  projects: BundledProject[],
  limits?: ImportLimits,
): Promise<ImportSummary> {
  const taken = await existingNames(projects, (collection, names) =>
    stores[collection].namesInUse(ownerId, names),
  );
  markImport('named');
  const plan = planImport(projects, taken, (collection) => stores.projectImport.newId(collection));
  await stores.projectImport.importAll(ownerId, plan.documents, limits);
  markImport('written');
  return { renamed: plan.renamed, counts: plan.counts };
}
