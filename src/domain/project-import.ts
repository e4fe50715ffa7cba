export type ImportCollection =
  'pbsProjects' | 'ipsProjects' | 'ipsProjectDrafts' | 'plmData' | 'productConfigurations';

/** One document an import creates; a missing date becomes the server's time. */
export type ImportDocument = {
  collection: ImportCollection;
  id: string;
  /** Null for records without a name of their own (PLM data, configuration sets). */
  name: string | null;
  fields: Record<string, unknown>;
  createdAt: Date | null;
  updatedAt: Date | null;
};

/** One batch holds at most 500 writes (one is kept for the marker) and stays well under 10 MiB. */
export type ImportLimits = { writes: number; bytes: number };
