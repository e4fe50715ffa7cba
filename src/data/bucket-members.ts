import {
  arrayUnion,
  collection,
  doc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveList } from './live.ts';
import { readString, toDate } from './convert.ts';
import { type MemberKind, type BucketMember } from '../domain/bucket-members.ts';

export function toBucketMember(id: string, data: DocumentData): BucketMember {
  return {
    learnerId: id,
    name: readString(data, 'name'),
    kind: data.kind === 'session' ? 'session' : 'account',
    joinedAt: toDate(data.joinedAt),
  };
}

/** The member document a learner gets when joining; written inside other batches too. */
export function memberDocument(learnerId: string, name: string, kind: MemberKind) {
  return { learnerId, name: name.trim(), kind, joinedAt: serverTimestamp() };
}

export function memberRef(db: Firestore, bucketId: string, learnerId: string) {
  return doc(db, 'ipsBuckets', bucketId, 'members', learnerId);
}

export function createBucketMembersRepository(db: Firestore) {
  return {
    listen: liveList(
      (bucketId: string) => collection(db, 'ipsBuckets', bucketId, 'members'),
      toBucketMember,
      (a, b) => a.name.localeCompare(b.name),
    ),

    /** Enrols an account: its profile lists the bucket and it becomes a member, together. */
    enrolAccount(bucketId: string, learner: { uid: string; name: string }) {
      const batch = writeBatch(db);
      batch.update(doc(db, 'users', learner.uid), {
        enrolledCourses: arrayUnion(bucketId),
        updatedAt: serverTimestamp(),
      });
      batch.set(
        memberRef(db, bucketId, learner.uid),
        memberDocument(learner.uid, learner.name, 'account'),
      );
      return batch.commit();
    },
  };
}

export type BucketMembersRepository = ReturnType<typeof createBucketMembersRepository>;
