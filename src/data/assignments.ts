import {
  collection,
  deleteDoc,
  doc,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { liveList } from './live.ts';
import { readNullableString, readString, toDate } from './convert.ts';
import { type Assignment, type AssignmentFields } from '../domain/assignments.ts';

export function toAssignment(id: string, data: DocumentData): Assignment {
  return {
    id,
    title: readString(data, 'title'),
    instructions: readString(data, 'instructions'),
    dueDate: toDate(data.dueDate),
    courseId: readNullableString(data, 'courseId'),
    createdBy: readString(data, 'createdBy'),
    createdAt: toDate(data.createdAt),
  };
}

function stored(fields: AssignmentFields) {
  return {
    title: fields.title.trim(),
    instructions: fields.instructions.trim(),
    dueDate: fields.dueDate ? Timestamp.fromDate(fields.dueDate) : null,
    courseId: fields.courseId,
  };
}

export function createAssignmentsRepository(db: Firestore) {
  const assignments = (bucketId: string) => collection(db, 'ipsBuckets', bucketId, 'assignments');
  return {
    /** Newest first; anyone holding the bucket's id may read them (session users too). */
    listen: liveList(
      (bucketId: string) => query(assignments(bucketId), orderBy('createdAt', 'desc')),
      toAssignment,
    ),

    async create(bucketId: string, fields: AssignmentFields, createdBy: string): Promise<string> {
      const ref = doc(assignments(bucketId));
      await setDoc(ref, {
        ...stored(fields),
        createdBy,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
      return ref.id;
    },

    update(bucketId: string, id: string, fields: AssignmentFields) {
      return updateDoc(doc(assignments(bucketId), id), {
        ...stored(fields),
        updatedAt: serverTimestamp(),
      });
    },

    remove(bucketId: string, id: string) {
      return deleteDoc(doc(assignments(bucketId), id));
    },
  };
}

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;
