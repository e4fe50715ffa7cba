import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  onSnapshot,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveDoc } from './live.ts';
import { chunk } from './chunks.ts';
import { readBoolean, readString, readStringList, toDate } from './convert.ts';
import { trackListener, type ListenerError, type Unsubscribe } from './listeners.ts';
import {
  BucketIdTaken,
  bucketIdKey,
  type IpsBucket,
  type NewIpsBucket,
} from '../domain/ips-buckets.ts';

export function toIpsBucket(id: string, data: DocumentData): IpsBucket {
  return {
    id,
    bucketId: readString(data, 'bucketId', id),
    name: readString(data, 'name'),
    isActive: readBoolean(data, 'isActive'),
    courseIds: readStringList(data, 'courseIds'),
    teacherIds: readStringList(data, 'teacherIds'),
    createdBy: readString(data, 'createdBy'),
    createdAt: toDate(data.createdAt),
  };
}

/** Merges one listener per group into one list, emitted once every group has answered. */
function mergeListeners<T>(
  count: number,
  open: (index: number, emit: (items: T[]) => void, fail: (error: Error) => void) => Unsubscribe,
  onChange: (items: T[]) => void,
  onError: ListenerError,
): Unsubscribe {
  if (count === 0) {
    onChange([]);
    return () => {};
  }
  const found = new Map<number, T[]>();
  const closers = Array.from({ length: count }, (_, index) =>
    open(
      index,
      (items) => {
        found.set(index, items);
        if (found.size === count) onChange([...found.values()].flat());
      },
      (error) => {
        onChange([]);
        onError(error);
      },
    ),
  );
  return () => closers.forEach((close) => close());
}

export function createIpsBucketsRepository(db: Firestore) {
  const buckets = collection(db, 'ipsBuckets');
  /** A bucket ID's claim document, and the bucket holding it (null when free). */
  const claimOf = async (bucketId: string) => {
    const ref = doc(db, 'bucketIds', bucketIdKey(bucketId));
    const found = await getDoc(ref);
    return { ref, heldBy: found.exists() ? readString(found.data(), 'bucket') : null };
  };
  const toList = (docs: { id: string; data: () => DocumentData }[]) =>
    docs.map((d) => toIpsBucket(d.id, d.data()));
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
      return mergeListeners(
        groups.length,
        (index, emit, fail) =>
          trackListener(
            onSnapshot(
              query(buckets, where(documentId(), 'in', groups[index]!)),
              (s) => emit(toList(s.docs)),
              fail,
            ),
          ),
        onChange,
        onError,
      );
    },

    /**
     * The same list for session users, who may get a bucket by its id but not
     * query the collection: one document listener per id.
     */
    listenEachById(
      ids: readonly string[],
      onChange: (buckets: IpsBucket[]) => void,
      onError: ListenerError,
    ): Unsubscribe {
      const unique = [...new Set(ids)];
      return mergeListeners(
        unique.length,
        (index, emit, fail) =>
          trackListener(
            onSnapshot(
              doc(buckets, unique[index]!),
              (s) => emit(s.exists() ? [toIpsBucket(s.id, s.data())] : []),
              fail,
            ),
          ),
        onChange,
        onError,
      );
    },

    listen: liveDoc((id: string) => doc(buckets, id), toIpsBucket),

    /** A teacher's buckets, live; administrators pass null to see every bucket. */
    listenManaged(
      teacherId: string | null,
      onChange: (buckets: IpsBucket[]) => void,
      onError: ListenerError,
    ): Unsubscribe {
      const managed = teacherId
        ? query(buckets, where('teacherIds', 'array-contains', teacherId))
        : buckets;
      // A new bucket shows once the server holds it: its page's listeners are asked of the
      // rules, which know the bucket (and its claim) only after the batch is committed. A
      // bucket already on the server stays while an edit of it is pending.
      const onServer = new Set<string>();
      return trackListener(
        onSnapshot(
          managed,
          { includeMetadataChanges: true },
          (s) => {
            for (const d of s.docs) if (!d.metadata.hasPendingWrites) onServer.add(d.id);
            const shown = s.docs.filter((d) => onServer.has(d.id));
            onChange(toList(shown).sort((a, b) => a.name.localeCompare(b.name)));
          },
          onError,
        ),
      );
    },

    async listForTeacher(uid: string): Promise<IpsBucket[]> {
      const found = await getDocs(query(buckets, where('teacherIds', 'array-contains', uid)));
      return toList(found.docs);
    },

    async listAll(): Promise<IpsBucket[]> {
      const found = await getDocs(buckets);
      return toList(found.docs);
    },

    /**
     * A random 20-character id: holding it is what lets a session user read the bucket. Its
     * bucket ID is claimed in the same batch, so two buckets never share one.
     */
    async create(bucket: NewIpsBucket, teacherId: string): Promise<string> {
      const ref = doc(buckets);
      const claim = await claimOf(bucket.bucketId);
      if (claim.heldBy) throw new BucketIdTaken(bucket.bucketId.trim());
      const batch = writeBatch(db);
      batch.set(ref, {
        id: ref.id,
        bucketId: bucket.bucketId.trim(),
        name: bucket.name.trim(),
        isActive: bucket.isActive,
        courseIds: bucket.courseIds,
        teacherIds: [teacherId],
        createdBy: teacherId,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      batch.set(claim.ref, { bucket: ref.id });
      await batch.commit();
      return ref.id;
    },

    /** A new bucket ID is claimed, and the old one released, with the change itself. */
    async update(id: string, fields: NewIpsBucket) {
      const current = await getDoc(doc(buckets, id));
      const before = current.exists() ? readString(current.data(), 'bucketId') : '';
      const batch = writeBatch(db);
      batch.update(doc(buckets, id), {
        bucketId: fields.bucketId.trim(),
        name: fields.name.trim(),
        isActive: fields.isActive,
        courseIds: fields.courseIds,
        updatedAt: serverTimestamp(),
      });
      if (bucketIdKey(before) !== bucketIdKey(fields.bucketId)) {
        const claim = await claimOf(fields.bucketId);
        if (claim.heldBy && claim.heldBy !== id) throw new BucketIdTaken(fields.bucketId.trim());
        if (!claim.heldBy) batch.set(claim.ref, { bucket: id });
        const old = before ? await claimOf(before) : null;
        if (old?.heldBy === id) batch.delete(old.ref);
      }
      await batch.commit();
    },

    setActive(id: string, isActive: boolean) {
      return updateDoc(doc(buckets, id), { isActive, updatedAt: serverTimestamp() });
    },
  };
}

export type IpsBucketsRepository = ReturnType<typeof createIpsBucketsRepository>;
