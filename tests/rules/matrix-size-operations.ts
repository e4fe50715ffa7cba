import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { MATRIX_BUCKETS, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import {
  DAY,
  FORMER_BUCKET,
  LEFT_LEARNER,
  SHARED_SESSION,
  at,
  ids,
  progress,
} from './matrix-seed.ts';
import { newBucket, newTodo, type Operation } from './matrix-operations.ts';

const now = serverTimestamp;
const me = (a: MatrixActor) => uidOf(a.id);
const over = (limit: number) => 'x'.repeat(limit + 1);
const { taught, other } = MATRIX_BUCKETS;

/** Own progress in the S1000D course (a session user writes the shared session's). */
function ownProgress(db: Firestore, a: MatrixActor, changes: Record<string, unknown>) {
  const learner = ids.learner(a.id);
  const enrolled = a.id === 'session-user' ? [taught.id] : (a.profile?.enrolledCourses ?? []);
  const base = progress(learner, enrolled);
  return setDoc(doc(db, 'courseProgress', `${learner}__s1000d`), {
    ...base,
    updatedAt: now(),
    ...changes,
  });
}

/** A project-like document of the actor's, with these fields besides name and owner. */
function projectWith(db: Firestore, name: string, a: MatrixActor, fields: Record<string, unknown>) {
  const id = `sized-${a.id}-${Object.keys(fields).join('-')}`;
  return setDoc(doc(db, name, id), { name: 'New', ownerId: me(a), ...fields });
}

/** Every writable collection refuses unknown fields and anything past its limits (issue 14). */
export const sizeOperations: Record<string, Operation> = {
  'users.rename-own-long': (db, a) =>
    updateDoc(doc(db, 'users', me(a)), { name: over(LIMITS.users.name), updatedAt: now() }),
  'users.extra-field': (db) =>
    updateDoc(doc(db, 'users', 'uid-other'), { nickname: 'x', updatedAt: now() }),
  'users.long-enrolled': (db) =>
    updateDoc(doc(db, 'users', 'uid-other'), {
      enrolledCourses: Array.from({ length: LIMITS.users.enrolledCourses + 1 }, (_, i) => `b${i}`),
      updatedAt: now(),
    }),

  'courses.edit-long-feature': (db) =>
    updateDoc(doc(db, 'courses', 'course-1'), { features: [over(LIMITS.courses.feature)] }),
  'courses.edit-many-features': (db) =>
    updateDoc(doc(db, 'courses', 'course-1'), {
      features: Array.from({ length: LIMITS.courses.features + 1 }, (_, i) => `F${i}`),
    }),

  'courseProgress.write-many-answers': (db, a) =>
    ownProgress(db, a, {
      answers: Object.fromEntries(
        Array.from({ length: LIMITS.courseProgress.answers + 1 }, (_, i) => [
          `lesson-${i}:q1`,
          { choice: 'a', correct: true },
        ]),
      ),
    }),
  'courseProgress.write-long-answer': (db, a) =>
    ownProgress(db, a, {
      answers: {
        'data-modules:q1': { choice: over(LIMITS.courseProgress.choice), correct: false },
      },
      answeredKeys: ['data-modules:q1'],
    }),
  'courseProgress.write-unlisted-answer': (db, a) =>
    ownProgress(db, a, {
      answers: {
        'data-modules:q1': { choice: 'b', correct: true },
        'data-modules:q2': { choice: 'x'.repeat(100_000), correct: false },
      },
      answeredKeys: ['data-modules:q1'],
    }),
  'courseProgress.write-answer-extra-field': (db, a) =>
    ownProgress(db, a, {
      answers: { 'data-modules:q1': { choice: 'b', correct: true, note: 'x' } },
      answeredKeys: ['data-modules:q1'],
    }),
  'courseProgress.write-long-lesson': (db, a) =>
    ownProgress(db, a, { completedLessonIds: ['data-modules', 'x'.repeat(129)] }),
  'accountRequests.create-long-message': (db, a) => {
    const email = `long-${a.id}@example.com`;
    const batch = writeBatch(db);
    batch.set(doc(db, 'accountRequests', `long-${a.id}`), {
      email,
      fullName: 'Ana Lima',
      company: 'Acme',
      message: over(LIMITS.accountRequests.message),
      status: 'pending',
      requestedAt: now(),
    });
    batch.set(doc(db, 'accountRequestGuards', email), {
      status: 'pending',
      requestId: `long-${a.id}`,
      recent: [],
      lastRequestedAt: now(),
    });
    return batch.commit();
  },

  // A name of each actor's own, so no write repeats another's (a repeat changes nothing).
  'sessions.rename-long': (db, a) =>
    updateDoc(doc(db, 'sessions', SHARED_SESSION), { name: over(LIMITS.sessions.name) + a.id }),

  'accessCodes.create-oversized': (db, a) =>
    setDoc(doc(db, 'accessCodes', `BIG-${a.id}-code`), {
      code: `BIG-${a.id}-code`,
      bucketId: taught.id,
      description: over(LIMITS.accessCodes.description),
      expiryDate: at(DAY),
      usesLeft: LIMITS.accessCodes.usesLeft + 1,
      createdBy: me(a),
      createdAt: now(),
      active: true,
    }),

  'ipsBuckets.create-long-name': (db, a) =>
    newBucket(db, a, `LongName${a.id.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(20, '0'), {
      name: over(LIMITS.ipsBuckets.name),
    }),
  'ipsBuckets.create-extra-field': (db, a) =>
    newBucket(db, a, `ExtraField${a.id.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(20, '0'), {
      colour: 'red',
    }),
  'ipsBuckets/members.enrol-extra-field': (db, a) => {
    const learner = ids.enrolUser(a.id);
    const batch = writeBatch(db);
    batch.update(doc(db, 'users', learner), { enrolledCourses: [other.id], updatedAt: now() });
    batch.set(doc(db, 'ipsBuckets', other.id, 'members', learner), {
      learnerId: learner,
      name: 'Learner',
      kind: 'account',
      joinedAt: now(),
      note: 'extra',
    });
    return batch.commit();
  },
  'ipsBuckets/assignments.create-long-title': (db, a) =>
    setDoc(doc(db, 'ipsBuckets', taught.id, 'assignments', `long-${a.id}`), {
      title: over(LIMITS.assignments.title),
      instructions: '',
      dueDate: null,
      courseId: null,
      createdBy: me(a),
      createdAt: now(),
      updatedAt: now(),
    }),

  'todos.create-huge-field': (db, a) =>
    setDoc(doc(db, 'todos', `huge-${a.id}`), { ...newTodo(me(a)), blob: 'x'.repeat(100_000) }),
  'todos.create-long-list': (db, a) =>
    setDoc(doc(db, 'todos', `list-${a.id}`), {
      ...newTodo(me(a)),
      tags: Array.from({ length: 10_000 }, () => 't'),
    }),
  'todos.create-long-notes': (db, a) =>
    setDoc(doc(db, 'todos', `notes-${a.id}`), {
      ...newTodo(me(a)),
      notes: over(LIMITS.todos.notes),
    }),
  'todos.create-for-taught-bucket': (db, a) =>
    setDoc(doc(db, 'todos', `taught-${a.id}`), { ...newTodo(me(a)), bucketId: taught.id }),
  'todos.create-for-other-bucket': (db, a) =>
    setDoc(doc(db, 'todos', `elsewhere-${a.id}`), { ...newTodo(me(a)), bucketId: other.id }),

  'pbsProjects.create-long-name': (db, a) =>
    projectWith(db, 'pbsProjects', a, { name: over(LIMITS.projects.name) }),
  'ipsProjects.create-linked-own': (db, a) =>
    projectWith(db, 'ipsProjects', a, { linkedPbsProjectId: `own-${a.id}` }),
  'ipsProjects.create-linked-other': (db, a) =>
    projectWith(db, 'ipsProjects', a, { linkedPbsProjectId: 'other' }),
  'ipsProjectDrafts.create-linked-other': (db, a) =>
    projectWith(db, 'ipsProjectDrafts', a, { step: 1, data: { linkedPbsProjectId: 'other' } }),

  'productConfigurations.create-for-others-project': (db, a) =>
    setDoc(doc(db, 'productConfigurations', ids.giftProject(a.id)), {
      ownerId: me(a),
      projectId: ids.giftProject(a.id),
      models: '[]',
      createdAt: now(),
      updatedAt: now(),
    }),
  'productConfigurations.delete-squatted': (db, a) =>
    deleteDoc(doc(db, 'productConfigurations', ids.victimProject(a.id))),

  'projectImports.create-long-path': (db, a) =>
    setDoc(doc(db, 'projectImports', `long-${a.id}`), {
      ownerId: me(a),
      paths: `pbsProjects/${'x'.repeat(101)}`,
      committed: 0,
      createdAt: now(),
      updatedAt: now(),
    }),
  'projectImports.create-path-list': (db, a) =>
    setDoc(doc(db, 'projectImports', `list-${a.id}`), {
      ownerId: me(a),
      paths: Array.from({ length: 10_000 }, (_, i) => `pbsProjects/p${i}`),
      committed: 0,
      createdAt: now(),
      updatedAt: now(),
    }),

  'migrations.create-long-error': (db, a) =>
    setDoc(doc(db, 'migrations', `long-${a.id}`), {
      ownerId: me(a),
      migratedAt: now(),
      totalItemsMigrated: 0,
      errors: [over(LIMITS.migrations.error)],
      localStorageKeys: [],
    }),
  'migrations.create-many-errors': (db, a) =>
    setDoc(doc(db, 'migrations', `many-${a.id}`), {
      ownerId: me(a),
      migratedAt: now(),
      totalItemsMigrated: 0,
      errors: Array.from({ length: 10_000 }, () => 'Failed'),
      localStorageKeys: [],
    }),
  'migrations.create-many-keys': (db, a) =>
    setDoc(doc(db, 'migrations', `keys-${a.id}`), {
      ownerId: me(a),
      migratedAt: now(),
      totalItemsMigrated: 0,
      errors: [],
      localStorageKeys: Array.from({ length: 10_000 }, () => 'pbsProjects'),
    }),
};

/** Authority re-checked at every write, not taken from who made a document (issue 14). */
export const staleAuthorityOperations: Record<string, Operation> = {
  'accessCodes.list-former': (db) =>
    getDocs(query(collection(db, 'accessCodes'), where('bucketId', '==', FORMER_BUCKET))),
  'accessCodes.extend-former': (db, a) =>
    updateDoc(doc(db, 'accessCodes', ids.formerCode(a.id)), {
      usesLeft: 1000,
      expiryDate: at(365 * DAY),
    }),
  'accessCodes.delete-former': (db, a) => deleteDoc(doc(db, 'accessCodes', ids.formerCode(a.id))),
  'courseProgress.get-left-learner': (db) =>
    getDoc(doc(db, 'courseProgress', `${LEFT_LEARNER}__s1000d`)),
};
