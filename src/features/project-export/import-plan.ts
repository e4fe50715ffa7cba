import type { ImportDocument } from '../../domain/project-import.ts';
import { foldUnknownFields } from '../../domain/projects.ts';
import type { BundledProject, ExportableCollection } from './bundle.ts';

export const IMPORTED_SUFFIX = ' (imported)';
/** Names are kept unique per owner only where the app looks projects up by name. */
export type RenamedCollection = 'pbsProjects' | 'ipsProjects';
export const RENAMED: readonly RenamedCollection[] = ['pbsProjects', 'ipsProjects'];
const ORDER: readonly ExportableCollection[] = [
  'pbsProjects',
  'productConfigurations',
  'ipsProjects',
  'ipsProjectDrafts',
  'plmData',
];

/** The names an import tries for "X", from 0: "X", "X (imported)", "X (imported 2)"… */
export function candidateName(name: string, index: number): string {
  if (index === 0) return name;
  return index === 1 ? `${name}${IMPORTED_SUFFIX}` : `${name} (imported ${index})`;
}

/** A name the owner does not have yet in that collection: its first candidate not taken. */
export function importedName(name: string, taken: ReadonlySet<string>): string {
  let index = 0;
  while (taken.has(candidateName(name, index))) index++;
  return candidateName(name, index);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date);

/** An IPS project's (or a draft's) fields with its PBS link moved to the imported copy. */
export function relinkFields(
  project: BundledProject,
  newPbsIds: Map<string, string>,
): Record<string, unknown> {
  const { fields } = project;
  const moved = (link: unknown) => (typeof link === 'string' ? newPbsIds.get(link) : undefined);
  if (project.collection === 'ipsProjects') {
    const to = moved(fields.linkedPbsProjectId);
    return to ? { ...fields, linkedPbsProjectId: to } : fields;
  }
  if (project.collection === 'ipsProjectDrafts' && isRecord(fields.data)) {
    const to = moved(fields.data.linkedPbsProjectId);
    return to ? { ...fields, data: { ...fields.data, linkedPbsProjectId: to } } : fields;
  }
  return fields;
}

export type PlannedImport = {
  documents: ImportDocument[];
  renamed: string[];
  counts: Record<ExportableCollection, number>;
};

/**
 * The documents to write, in order, with their new ids: PBS projects first, so configuration
 * sets (keyed by their project's id) and PBS links follow the imported copies.
 */
export function planImport(
  projects: BundledProject[],
  existingNames: Record<RenamedCollection, string[]>,
  newId: (collection: ExportableCollection) => string,
): PlannedImport {
  const taken = {
    pbsProjects: new Set(existingNames.pbsProjects),
    ipsProjects: new Set(existingNames.ipsProjects),
  };
  const newPbsIds = new Map<string, string>();
  const plan: PlannedImport = {
    documents: [],
    renamed: [],
    counts: Object.fromEntries(ORDER.map((c) => [c, 0])) as PlannedImport['counts'],
  };
  const ordered = ORDER.flatMap((c) => projects.filter((p) => p.collection === c));
  for (const project of ordered) {
    const { collection } = project;
    let id: string;
    let fields = relinkFields(project, newPbsIds);
    let name: string | null = project.name || null;
    if (collection === 'productConfigurations') {
      id = newPbsIds.get(project.id ?? '')!;
      fields = { ...fields, projectId: id };
      name = null;
    } else {
      id = newId(collection);
      fields = foldUnknownFields(collection, fields);
    }
    if (collection === 'pbsProjects' && project.id) newPbsIds.set(project.id, id);
    if (collection === 'pbsProjects' || collection === 'ipsProjects') {
      name = importedName(project.name, taken[collection]);
      taken[collection].add(name);
      if (name !== project.name) plan.renamed.push(name);
    }
    plan.counts[collection] += 1;
    plan.documents.push({
      collection,
      id,
      name,
      fields,
      createdAt: project.createdAt,
      updatedAt: project.updatedAt,
    });
  }
  return plan;
}
