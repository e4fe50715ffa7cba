import {
  collection,
  doc,
  getDocs,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { BATCH_LIMIT } from './batch-limit.ts';
import { packFields } from '../domain/packed-fields.ts';
import { readNumber, toDate } from './convert.ts';
import {
  type ImportCollection,
  type ImportDocument,
  type ImportLimits,
} from '../domain/project-import.ts';

export const IMPORT_LIMITS: ImportLimits = { writes: BATCH_LIMIT - 1, bytes: 8 * 1024 * 1024 };

const MARKERS = 'projectImports';

/** A marker's paths: one a line (markers written before decision 222 hold a list). */
function markerPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.split('\n').filter(Boolean);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
const pathOf = (d: ImportDocument) => `${d.collection}/${d.id}`;

function stored(d: ImportDocument, ownerId: string) {
  return {
    ...packFields(d.collection, d.fields),
    ...(d.name === null ? {} : { name: d.name }),
    ownerId,
    createdAt: d.createdAt ?? serverTimestamp(),
    updatedAt: d.updatedAt ?? serverTimestamp(),
  };
}

/** The documents in commit order, cut where a batch would pass a limit. */
export function splitIntoBatches(documents: ImportDocument[], limits: ImportLimits) {
  const batches: ImportDocument[][] = [];
  let current: ImportDocument[] = [];
  let bytes = 0;
  for (const d of documents) {
    const size = JSON.stringify(d.fields).length + 200;
    if (current.length > 0 && (current.length >= limits.writes || bytes + size > limits.bytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(d);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Writes an import all or nothing (decision 703). One batch when it fits; otherwise the first
 * batch also creates a marker listing every path in order, each later batch records how many
 * are committed, and the last deletes the marker. A refused batch commits nothing, so the
 * committed ones are deleted again (the marker counting down) before the error is rethrown.
 */
export function createProjectImportRepository(db: Firestore) {
  async function rollBack(marker: DocumentReference, paths: string[], committed: number) {
    let remaining = committed;
    while (remaining > 0) {
      const from = Math.max(0, remaining - IMPORT_LIMITS.writes);
      const batch = writeBatch(db);
      for (const path of paths.slice(from, remaining)) batch.delete(doc(db, path));
      if (from === 0) batch.delete(marker);
      else batch.update(marker, { committed: from, updatedAt: serverTimestamp() });
      await batch.commit();
      remaining = from;
    }
    if (committed === 0) {
      const batch = writeBatch(db);
      batch.delete(marker);
      await batch.commit();
    }
  }

  return {
    /** A new document id in `collection`, so links can be remapped before anything is written. */
    newId(collectionName: ImportCollection) {
      return doc(collection(db, collectionName)).id;
    },

    async importAll(ownerId: string, documents: ImportDocument[], limits = IMPORT_LIMITS) {
      const batches = splitIntoBatches(documents, limits);
      if (batches.length === 1) {
        const batch = writeBatch(db);
        for (const d of documents) batch.set(doc(db, pathOf(d)), stored(d, ownerId));
        await batch.commit();
        return;
      }
      const marker = doc(collection(db, MARKERS));
      const paths = documents.map(pathOf);
      let committed = 0;
      for (const [index, chunk] of batches.entries()) {
        const batch = writeBatch(db);
        for (const d of chunk) batch.set(doc(db, pathOf(d)), stored(d, ownerId));
        const next = committed + chunk.length;
        if (index === 0)
          batch.set(marker, {
            ownerId,
            // One string, one path a line: the rules can bound its size (decision 222).
            paths: paths.join('\n'),
            committed: next,
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          });
        else if (index === batches.length - 1) batch.delete(marker);
        else batch.update(marker, { committed: next, updatedAt: serverTimestamp() });
        try {
          await batch.commit();
        } catch (error) {
          if (index > 0) await rollBack(marker, paths, committed);
          throw error;
        }
        committed = next;
      }
    },

    /**
     * Undoes the owner's imports that stopped (a closed tab, a lost connection during the roll
     * back) and made no progress for `staleMs`; resolves to the number of documents removed.
     */
    async undoInterrupted(ownerId: string, now: Date, staleMs: number): Promise<number> {
      const found = await getDocs(query(collection(db, MARKERS), where('ownerId', '==', ownerId)));
      let removed = 0;
      for (const marker of found.docs) {
        const data = marker.data();
        const updatedAt = toDate(data.updatedAt);
        if (updatedAt && now.getTime() - updatedAt.getTime() < staleMs) continue;
        const committed = readNumber(data, 'committed');
        await rollBack(marker.ref, markerPaths(data.paths), committed);
        removed += committed;
      }
      return removed;
    },
  };
}

export type ProjectImportRepository = ReturnType<typeof createProjectImportRepository>;
