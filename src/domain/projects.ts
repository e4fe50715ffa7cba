export const PROJECT_COLLECTIONS = [
  'pbsProjects',
  'ipsProjects',
  'ipsProjectDrafts',
  'plmData',
] as const;

export type ProjectCollection = (typeof PROJECT_COLLECTIONS)[number];

/**
 * Projects keep whatever fields their tool stores: the migrator brings in
 * documents from an older browser-only version whose fields must survive.
 */
export type ProjectDocument = {
  id: string;
  name: string;
  ownerId: string;
  createdAt: Date | null;
  updatedAt: Date | null;
  fields: Record<string, unknown>;
};

/** Fields every project-like document may hold besides its tool's own (decision 1300). */
export const COMMON_PROJECT_FIELDS = [
  'name',
  'ownerId',
  'createdAt',
  'updatedAt',
  'migratedFromLocalStorage',
  'originalId',
  'legacyFields',
] as const;

/**
 * Each collection's own fields, as firestore.rules lists them: the tool's, and the
 * browser-only version's that a page still reads (IPS figures and metadata, a draft's form).
 */
export const PROJECT_FIELDS: Record<ProjectCollection, readonly string[]> = {
  pbsProjects: ['description', 'product', 'items'],
  ipsProjects: [
    'description',
    'product',
    'linkedPbsProjectId',
    'customer',
    'contract',
    'specifications',
    'team',
    'milestones',
    'figures',
    'metadata',
  ],
  ipsProjectDrafts: ['step', 'data', 'form'],
  plmData: ['data', 'migratedAt'],
};

/**
 * The fields as stored: those the collection knows stay where they are, any other moves into
 * `legacyFields` unchanged (a record of the browser-only version, or a bundle made from one).
 */
export function foldUnknownFields(
  collection: ProjectCollection,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const known = new Set<string>([...COMMON_PROJECT_FIELDS, ...PROJECT_FIELDS[collection]]);
  const kept: Record<string, unknown> = {};
  const legacy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (known.has(key)) kept[key] = value;
    else legacy[key] = value;
  }
  if (Object.keys(legacy).length === 0) return kept;
  const earlier = kept.legacyFields;
  const before = typeof earlier === 'object' && earlier !== null ? earlier : {};
  return { ...kept, legacyFields: { ...before, ...legacy } };
}

/**
 * The fields as the browser-only version or a bundle had them: what `foldUnknownFields` kept
 * under `legacyFields` back at the top level, so an exported bundle holds what was imported.
 */
export function unfoldLegacyFields(fields: Record<string, unknown>): Record<string, unknown> {
  const { legacyFields, ...rest } = fields;
  if (typeof legacyFields !== 'object' || legacyFields === null) return rest;
  return { ...(legacyFields as Record<string, unknown>), ...rest };
}
