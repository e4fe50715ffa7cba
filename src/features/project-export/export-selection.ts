import type { ProductConfiguration } from '../../domain/product-configurations.ts';
import { unfoldLegacyFields, type ProjectDocument } from '../../domain/projects.ts';
import type { BundledProject } from './bundle.ts';
import type { Choosable } from './kinds.ts';

export type ExportableProject = ProjectDocument & { collection: Choosable };

/** The configuration sets of the chosen PBS projects travel with them. */
export function withConfigurations(chosen: ExportableProject[], sets: ProductConfiguration[]) {
  const byProject = new Map(sets.map((s) => [s.projectId, s]));
  return chosen.flatMap((p): BundledProject[] => {
    const set = p.collection === 'pbsProjects' ? byProject.get(p.id) : undefined;
    const own: BundledProject = { ...p, id: p.id, fields: unfoldLegacyFields(p.fields) };
    if (!set) return [own];
    return [
      own,
      {
        collection: 'productConfigurations',
        id: p.id,
        name: '',
        createdAt: set.createdAt,
        updatedAt: set.updatedAt,
        fields: { models: set.models },
      },
    ];
  });
}
