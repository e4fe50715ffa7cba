import type { BundledProject, ExportableCollection } from './bundle.ts';

export const IMPORTED_SUFFIX = ' (imported)';

/** A name the owner does not have yet in that collection: "X", else "X (imported)", "X (imported 2)"… */
export function importedName(name: string, taken: Set<string>): string {
  if (!taken.has(name)) return name;
  let candidate = `${name}${IMPORTED_SUFFIX}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `${name} (imported ${n})`;
  return candidate;
}

/**
 * The order and names to write in: PBS projects first, so an IPS project's
 * linkedPbsProjectId can be pointed at the new copy of a PBS project from the same file.
 */
export function planImport(
  projects: BundledProject[],
  existingNames: Record<ExportableCollection, string[]>,
): (BundledProject & { renamed: boolean })[] {
  const taken = {
    pbsProjects: new Set(existingNames.pbsProjects),
    ipsProjects: new Set(existingNames.ipsProjects),
  };
  const ordered = [
    ...projects.filter((p) => p.collection === 'pbsProjects'),
    ...projects.filter((p) => p.collection === 'ipsProjects'),
  ];
  return ordered.map((p) => {
    const name = importedName(p.name, taken[p.collection]);
    taken[p.collection].add(name);
    return { ...p, name, renamed: name !== p.name };
  });
}

/** An IPS project's fields with its PBS link moved to the imported copy, when there is one. */
export function relinkFields(
  project: BundledProject,
  newPbsIds: Map<string, string>,
): Record<string, unknown> {
  const link = project.fields.linkedPbsProjectId;
  if (project.collection !== 'ipsProjects' || typeof link !== 'string') return project.fields;
  const moved = newPbsIds.get(link);
  return moved ? { ...project.fields, linkedPbsProjectId: moved } : project.fields;
}
