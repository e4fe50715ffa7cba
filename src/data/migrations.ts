import { LIMITS } from '#access/limits.ts';
import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { readNumber, readStringList, toDate } from './convert.ts';
import type { ProjectCollection } from '../domain/projects.ts';
import { packFields } from '../domain/packed-fields.ts';
import { type MigrationRecord } from '../domain/migrations.ts';

export function toMigrationRecord(id: string, data: DocumentData): MigrationRecord {
  return {
    id,
    ownerId: typeof data.ownerId === 'string' ? data.ownerId : '',
    migratedAt: toDate(data.migratedAt),
    totalItemsMigrated: readNumber(data, 'totalItemsMigrated'),
    errors: readStringList(data, 'errors'),
    localStorageKeys: readStringList(data, 'localStorageKeys'),
  };
}

// Kept apart from this Firebase-importing module so features can read it cheaply.
export { BATCH_LIMIT } from './batch-limit.ts';

export function createMigrationsRepository(db: Firestore) {
  return {
    /** A batch of new documents in the migration collections; ids are new, never the old local ids. */
    newBatch() {
      let batch: WriteBatch = writeBatch(db);
      let size = 0;
      return {
        add(collectionName: ProjectCollection, data: Record<string, unknown>) {
          const ref = doc(collection(db, collectionName));
          batch.set(ref, packFields(collectionName, data));
          size += 1;
          return ref.id;
        },
        get size() {
          return size;
        },
        async commit() {
          const committing = batch;
          batch = writeBatch(db);
          size = 0;
          await committing.commit();
        },
      };
    },

    /** The server-time marker for fields the migrator cannot date from the stored data. */
    serverTime(): unknown {
      return serverTimestamp();
    },

    async record(ownerId: string, record: Omit<MigrationRecord, 'id' | 'ownerId' | 'migratedAt'>) {
      const ref = doc(collection(db, 'migrations'));
      const batch = writeBatch(db);
      const errors = storedErrors(record.errors);
      batch.set(ref, { ...record, errors, ownerId, migratedAt: serverTimestamp() });
      await batch.commit();
      return ref.id;
    },

    async listOwned(ownerId: string): Promise<MigrationRecord[]> {
      const found = await getDocs(
        query(collection(db, 'migrations'), where('ownerId', '==', ownerId)),
      );
      return found.docs.map((d) => toMigrationRecord(d.id, d.data()));
    },
  };
}

/**
 * The errors as the record keeps them (LIMITS.migrations): the run's result and the console
 * have every one; the record keeps the first ones whole and says how many more there were.
 */
export function storedErrors(errors: readonly string[]): string[] {
  const { errors: most, error: longest } = LIMITS.migrations;
  const cut = (text: string) => (text.length > longest ? `${text.slice(0, longest - 1)}…` : text);
  if (errors.length <= most) return errors.map(cut);
  const shown = errors.slice(0, most - 1).map(cut);
  return [...shown, `…and ${errors.length - shown.length} more errors (see the console).`];
}

export type MigrationsRepository = ReturnType<typeof createMigrationsRepository>;
