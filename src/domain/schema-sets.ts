import type { SchemaSetSummary } from '../s1000d/schemas/schema-set.ts';

/** One file of a stored set: its name and the content chunks that hold it. */
export type StoredSchemaFile = { name: string; sha256: string; size: number };

/** A project's schema set as its document lists it; the bytes are content chunks. */
export type ProjectSchemaSet = {
  summary: SchemaSetSummary;
  files: StoredSchemaFile[];
  storedAt: Date | null;
  storedBy: string;
};
