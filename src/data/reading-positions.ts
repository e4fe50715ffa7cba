import {
  collection,
  deleteDoc,
  doc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveList } from './live.ts';
import {
  READING_POSITION_LIMITS,
  readingPositionId,
  type NewReadingPosition,
  type ReadingPosition,
} from '../domain/reading-positions.ts';
import { readString, toDate } from './convert.ts';

export function toReadingPosition(id: string, data: DocumentData): ReadingPosition {
  return {
    id,
    uid: readString(data, 'uid'),
    projectId: readString(data, 'projectId'),
    projectName: readString(data, 'projectName'),
    publicationKey: readString(data, 'publicationKey'),
    publicationCode: readString(data, 'publicationCode'),
    publicationTitle: readString(data, 'publicationTitle'),
    objectKey: readString(data, 'objectKey'),
    objectTitle: readString(data, 'objectTitle'),
    updatedAt: toDate(data.updatedAt),
  };
}

const newestFirst = (a: ReadingPosition, b: ReadingPosition) =>
  (b.updatedAt?.getTime() ?? Number.MAX_SAFE_INTEGER) -
  (a.updatedAt?.getTime() ?? Number.MAX_SAFE_INTEGER);

/** Texts are cut to the rules' limits: a very long title never makes a position fail. */
function clip(position: NewReadingPosition): NewReadingPosition {
  const out = { ...position };
  for (const [field, max] of Object.entries(READING_POSITION_LIMITS)) {
    const key = field as keyof typeof READING_POSITION_LIMITS;
    out[key] = out[key].slice(0, max);
  }
  return out;
}

export function createReadingPositionsRepository(db: Firestore) {
  const positions = collection(db, 'readingPositions');
  return {
    /** Where the reader is now, in their one document for this publication. */
    async record(position: NewReadingPosition) {
      const clipped = clip(position);
      await setDoc(doc(positions, readingPositionId(clipped)), {
        ...clipped,
        updatedAt: serverTimestamp(),
      });
    },

    /** The reader's own positions, the most recent first. */
    async listMine(uid: string): Promise<ReadingPosition[]> {
      const found = await getDocs(query(positions, where('uid', '==', uid)));
      return found.docs.map((d) => toReadingPosition(d.id, d.data())).sort(newestFirst);
    },

    listenMine: liveList(
      (uid: string) => query(positions, where('uid', '==', uid)),
      toReadingPosition,
      newestFirst,
    ),

    async remove(position: Pick<ReadingPosition, 'uid' | 'projectId' | 'publicationKey'>) {
      await deleteDoc(doc(positions, readingPositionId(position)));
    },
  };
}

export type ReadingPositionsRepository = ReturnType<typeof createReadingPositionsRepository>;
