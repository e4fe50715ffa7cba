import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';

/** A publication kept in the browser by its reader: the rows and contents to open it offline. */
export type KeptPublication = {
  id: string;
  uid: string;
  projectId: string;
  projectName: string;
  publicationKey: string;
  title: string;
  code: string;
  issue: string;
  keptAt: number;
  /** Bytes of every object kept, the publication itself and its illustrations included. */
  size: number;
  /** The rows of every kept object, as the index described them when kept. */
  rows: ObjectListing[];
};

type KeptContent = { id: string; bytes: Uint8Array };

interface OfflineDb extends DBSchema {
  publications: { key: string; value: KeptPublication; indexes: { byUser: string } };
  contents: { key: string; value: KeptContent };
}

const DB_NAME = 'ips-studio-offline';
let opening: Promise<IDBPDatabase<OfflineDb>> | undefined;

/**
 * IndexedDB, opened once. Firestore keeps nothing on disk here (a shared computer must not
 * keep one user's documents for the next), so only what a reader asks to keep is kept, under
 * their user id, and "Remove offline copy" takes it away again (decision 331).
 */
function db() {
  opening ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(database) {
      const publications = database.createObjectStore('publications', { keyPath: 'id' });
      publications.createIndex('byUser', 'uid');
      database.createObjectStore('contents', { keyPath: 'id' });
    },
  });
  return opening;
}

export const keptId = (uid: string, projectId: string, publicationKey: string) =>
  `${uid}|${projectId}|${publicationKey}`;
const contentId = (uid: string, projectId: string, sha256: string) =>
  `${uid}|${projectId}|${sha256}`;

export async function listKept(uid: string): Promise<KeptPublication[]> {
  return (await db()).getAllFromIndex('publications', 'byUser', uid);
}

export async function getKept(uid: string, projectId: string, publicationKey: string) {
  return (await db()).get('publications', keptId(uid, projectId, publicationKey));
}

export async function readKeptContent(uid: string, projectId: string, sha256: string) {
  return (await (await db()).get('contents', contentId(uid, projectId, sha256)))?.bytes;
}

/** Stores a publication and its contents in one transaction: kept whole, or not at all. */
export async function keep(
  publication: Omit<KeptPublication, 'id' | 'keptAt' | 'size'>,
  contents: ReadonlyMap<string, Uint8Array>,
): Promise<KeptPublication> {
  const database = await db();
  const size = [...contents.values()].reduce((sum, b) => sum + b.byteLength, 0);
  const record: KeptPublication = {
    ...publication,
    id: keptId(publication.uid, publication.projectId, publication.publicationKey),
    keptAt: Date.now(),
    size,
  };
  const tx = database.transaction(['publications', 'contents'], 'readwrite');
  for (const [sha256, bytes] of contents) {
    await tx
      .objectStore('contents')
      .put({ id: contentId(publication.uid, publication.projectId, sha256), bytes });
  }
  await tx.objectStore('publications').put(record);
  await tx.done;
  return record;
}

/** Removes a kept publication and the contents no other kept publication of the user needs. */
export async function removeKept(uid: string, projectId: string, publicationKey: string) {
  const database = await db();
  const others = (await database.getAllFromIndex('publications', 'byUser', uid)).filter(
    (p) => p.projectId === projectId && p.publicationKey !== publicationKey,
  );
  const needed = new Set(others.flatMap((p) => p.rows.map((r) => r.h)));
  const kept = await database.get('publications', keptId(uid, projectId, publicationKey));
  const tx = database.transaction(['publications', 'contents'], 'readwrite');
  for (const row of kept?.rows ?? []) {
    if (!needed.has(row.h))
      await tx.objectStore('contents').delete(contentId(uid, projectId, row.h));
  }
  await tx.objectStore('publications').delete(keptId(uid, projectId, publicationKey));
  await tx.done;
}
