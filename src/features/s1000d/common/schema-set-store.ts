import { openDB, type IDBPDatabase } from 'idb';
import type { SchemaSet, SchemaSetSummary } from '../../../s1000d/schemas/schema-set.ts';

/** A schema set kept in this browser, with what the Schema Manager shows of it. */
export type StoredSchemaSet = { set: SchemaSet; summary: SchemaSetSummary; storedAt: string };

const STORE = 'schema-sets';
let opening: Promise<IDBPDatabase> | undefined;

/**
 * The schema sets a user uploaded, one per S1000D issue, kept in IndexedDB (decision 352):
 * the official sets may not be redistributed, so they stay with the user who registered
 * for them.
 */
function database() {
  opening ??= openDB('ips-studio-schema-sets', 1, {
    upgrade(db) {
      db.createObjectStore(STORE, { keyPath: 'set.issue' });
    },
  });
  return opening;
}

export async function listSchemaSets(): Promise<StoredSchemaSet[]> {
  const all = (await (await database()).getAll(STORE)) as StoredSchemaSet[];
  return all.sort((a, b) => a.set.issue.localeCompare(b.set.issue));
}

/** Stores a set, replacing the one of the same issue. */
export async function putSchemaSet(stored: StoredSchemaSet): Promise<void> {
  await (await database()).put(STORE, stored);
}

export async function deleteSchemaSet(issue: string): Promise<void> {
  await (await database()).delete(STORE, issue);
}
