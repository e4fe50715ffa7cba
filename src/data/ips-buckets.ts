import {
  addDoc,
  collection,
  documentId,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  doc,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { chunk } from './chunks.ts';
import { readBoolean, readString, readStringList, toDate } from './convert.ts';
import { trackListener, type ListenerError, type Unsubscribe } from './listeners.ts';

export type IpsBucket = {
  id: string;
  bucketId: string;
  name: string;
  isActive: boolean;
  courseIds: string[];
  teacherIds: string[];
  createdAt: Date | null;
};

export type NewIpsBucket = Pick<IpsBucket, 'bucketId' | 'name' | 'isActive' | 'courseIds'>;

export function toIpsBucket(id: string, data: DocumentData): IpsBucket {
  return {
    id,
    bucketId: readString(data, 'bucketId', id),
    name: readString(data, 'name'),
    isActive: readBoolean(data, 'isActive'),
    courseIds: readStringList(data, 'courseIds'),
    teacherIds: readStringList(data, 'teacherIds'),
    createdAt: toDate(data.createdAt),
  };
}

export function createIpsBucketsRepository(db: Firestore) {
  const buckets = collection(db, 'ipsBuckets');
  return {
    /**
     * The spec's listener on buckets whose id is in the enrolled list, one
     * listener per 30 ids, merged; any error empties the list.
     */
    listenByIds(
      ids: readonly string[],
      onChange: (buckets: IpsBucket[]) => void,
      onError: ListenerError,
    ): Unsubscribe {
      const groups = chunk(ids);
      if (groups.length === 0) {
        onChange([]);
        return () => {};
      }
      const found = new Map<number, IpsBucket[]>();
      const closers = groups.map((group, index) =>
        trackListener(
          onSnapshot(
            query(buckets, where(documentId(), 'in', group)),
            (snapshot) => {
              found.set(
                index,
                snapshot.docs.map((d) => toIpsBucket(d.id, d.data())),
              );
              if (found.size === groups.length) onChange([...found.values()].flat());
            },
            (error) => {
              onChange([]);
              onError(error);
            },
          ),
        ),
      );
      return () => closers.forEach((close) => close());
    },

    async listForTeacher(uid: string): Promise<IpsBucket[]> {
      const found = await getDocs(query(buckets, where('teacherIds', 'array-contains', uid)));
      return found.docs.map((d) => toIpsBucket(d.id, d.data()));
    },

    async listAll(): Promise<IpsBucket[]> {
      const found = await getDocs(buckets);
      return found.docs.map((d) => toIpsBucket(d.id, d.data()));
    },

    async create(bucket: NewIpsBucket, teacherId: string): Promise<string> {
      const ref = await addDoc(buckets, {
        ...bucket,
        teacherIds: [teacherId],
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return ref.id;
    },

    setActive(id: string, isActive: boolean) {
      return updateDoc(doc(buckets, id), { isActive, updatedAt: serverTimestamp() });
    },
  };
}

export type IpsBucketsRepository = ReturnType<typeof createIpsBucketsRepository>;
