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
