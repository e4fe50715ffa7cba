import {
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { MATRIX_BUCKETS, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { submissionTodoId } from '../../src/data/submissions.ts';
import { ASSIGNMENT, SUBMITTED, at, DAY, ids } from './matrix-seed.ts';
import type { Operation } from './matrix-operations.ts';

const now = serverTimestamp;
const me = (actor: MatrixActor) => uidOf(actor.id);
const { taught, other, inactive } = MATRIX_BUCKETS;
const sub = (db: Firestore, bucketId: string, kind: string) =>
  collection(db, 'ipsBuckets', bucketId, kind);

/**
 * A learner's submission batch, as the app writes it: the work plus one to-do per teacher
 * (`extraTodo` adds a second one for the first teacher, under another id).
 */
function submit(
  db: Firestore,
  bucketId: string,
  learnerId: string,
  teacherIds: readonly string[],
  extraTodo = false,
  actorId?: string,
) {
  const id = `${learnerId}__${ASSIGNMENT}`;
  const batch = writeBatch(db);
  batch.set(doc(sub(db, bucketId, 'submissions'), id), {
    learnerId,
    learnerName: 'Learner',
    assignmentId: ASSIGNMENT,
    text: 'My essay',
    submittedAt: now(),
    status: 'submitted',
    feedback: '',
    reviewedAt: null,
    reviewedBy: null,
  });
  const todo = (teacherId: string) => ({
    teacherId,
    title: 'Review Essay by Learner',
    notes: '',
    status: 'pending',
    dueDate: null,
    bucketId,
    submissionId: id,
    createdAt: now(),
    updatedAt: now(),
  });
  for (const teacherId of teacherIds) {
    batch.set(doc(db, 'todos', submissionTodoId(bucketId, id, teacherId)), todo(teacherId));
  }
  // A second to-do, under another id, for a teacher who is not the actor (whose own to-dos
  // it may make anyway).
  if (extraTodo) {
    const other = teacherIds.find((t) => !actorId || t !== uidOf(actorId as MatrixActor['id']))!;
    batch.set(doc(collection(db, 'todos')), todo(other));
  }
  return batch.commit();
}

/** A submission alone (no to-dos), with this text. */
function submitText(db: Firestore, bucketId: string, learnerId: string, text: string) {
  return setDoc(doc(sub(db, bucketId, 'submissions'), `${learnerId}__${ASSIGNMENT}`), {
    learnerId,
    learnerName: 'Learner',
    assignmentId: ASSIGNMENT,
    text,
    submittedAt: now(),
    status: 'submitted',
    feedback: '',
    reviewedAt: null,
    reviewedBy: null,
  });
}

function member(learnerId: string, kind: 'session' | 'account') {
  return { learnerId, name: 'Learner', kind, joinedAt: now() };
}

/** The operations on a bucket's members, assignments and submissions (matrix rows ipsBuckets/*). */
export const classOperations: Record<string, Operation> = {
  'ipsBuckets/members.get-student': (db) =>
    getDoc(doc(sub(db, taught.id, 'members'), uidOf('student'))),
  'ipsBuckets/members.list': (db) => getDocs(sub(db, taught.id, 'members')),
  'ipsBuckets/members.enrol-account': (db, a) => {
    const learner = ids.enrolUser(a.id);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', learner), { enrolledCourses: arrayUnion(taught.id) });
    batch.set(doc(sub(db, taught.id, 'members'), learner), member(learner, 'account'));
    return batch.commit();
  },
  'ipsBuckets/members.enrol-without-profile': (db, a) =>
    setDoc(
      doc(sub(db, taught.id, 'members'), ids.enrolUser(a.id)),
      member(ids.enrolUser(a.id), 'account'),
    ),
  'ipsBuckets/members.join-without-session': (db, a) =>
    setDoc(
      doc(sub(db, taught.id, 'members'), ids.liveSession(a.id)),
      member(ids.liveSession(a.id), 'session'),
    ),
  'ipsBuckets/members.remove': (db, a) =>
    deleteDoc(doc(sub(db, taught.id, 'members'), ids.removeMember(a.id))),

  'ipsBuckets/assignments.list': (db) => getDocs(sub(db, taught.id, 'assignments')),
  'ipsBuckets/assignments.create': (db, a) => newAssignment(db, a, taught.id),
  'ipsBuckets/assignments.create-other': (db, a) => newAssignment(db, a, other.id),
  'ipsBuckets/assignments.update': (db, a) =>
    updateDoc(doc(sub(db, taught.id, 'assignments'), ASSIGNMENT), {
      instructions: `Edited by ${a.id}`,
      updatedAt: now(),
    }),
  'ipsBuckets/assignments.delete': (db, a) =>
    deleteDoc(doc(sub(db, taught.id, 'assignments'), ids.deleteAssignment(a.id))),

  'ipsBuckets/submissions.submit-account': (db, a) =>
    submit(db, taught.id, me(a), taught.teacherIds),
  'ipsBuckets/submissions.submit-session': (db, a) =>
    submit(db, taught.id, ids.liveSession(a.id), taught.teacherIds),
  'ipsBuckets/submissions.submit-inactive': (db, a) =>
    submit(db, inactive.id, me(a), inactive.teacherIds),
  'ipsBuckets/submissions.submit-non-member': (db, a) =>
    submit(db, other.id, me(a), other.teacherIds),
  'ipsBuckets/submissions.todo-for-non-teacher': (db, a) =>
    submit(db, taught.id, me(a), ['uid-other']),
  'ipsBuckets/submissions.extra-todo': (db, a) =>
    submit(db, taught.id, ids.liveSession(a.id), taught.teacherIds, true, a.id),
  'ipsBuckets/submissions.submit-oversized': (db, a) =>
    submitText(db, taught.id, ids.liveSession(a.id), 'x'.repeat(LIMITS.submissions.text + 1)),
  'ipsBuckets/submissions.get-student': (db) =>
    getDoc(doc(sub(db, taught.id, 'submissions'), SUBMITTED)),
  'ipsBuckets/submissions.list': (db) => getDocs(sub(db, taught.id, 'submissions')),
  'ipsBuckets/submissions.review': (db, a) =>
    updateDoc(doc(sub(db, taught.id, 'submissions'), SUBMITTED), {
      status: 'reviewed',
      feedback: `Good work (${a.id})`,
      reviewedAt: now(),
      reviewedBy: me(a),
    }),
};

function newAssignment(db: Firestore, a: MatrixActor, bucketId: string) {
  return setDoc(doc(sub(db, bucketId, 'assignments'), `new-${a.id}`), {
    title: 'Essay',
    instructions: '',
    dueDate: at(DAY),
    courseId: null,
    createdBy: me(a),
    createdAt: now(),
    updatedAt: now(),
  });
}
