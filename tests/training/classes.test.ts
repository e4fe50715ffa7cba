import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  query,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { SIGN_IN_ROLE_IDS } from '../../src/access/sign-in-roles.ts';
import { BucketIdTaken, type IpsBucket } from '../../src/domain/ips-buckets.ts';
import type { Submission, SubmissionTarget } from '../../src/domain/submissions.ts';
import type { Todo } from '../../src/domain/todos.ts';
import {
  environmentSeededBy,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

const env = environmentSeededBy(async (repos) => {
  for (const role of DEFAULT_ROLES) await repos.roles.create(role);
  const person = (uid: string, assignedRoles: string[], isSystemAdmin = false) =>
    repos.users.create(testProfile(uid, assignedRoles, { isSystemAdmin }), DEFAULT_ROLES);
  await person('teacher', [SIGN_IN_ROLE_IDS.school]);
  await person('co-teacher', [SIGN_IN_ROLE_IDS.school]);
  await person('admin', [], true);
  await person('account-student', []);
});

const teacher = () => repositoriesFor(env, 'teacher');
const asSessionHolder = () => repositoriesFor(env, null);
const DAY = 86_400_000;

/** A bucket taught by both teachers, with one assignment and a session joined by code. */
async function classWithSession(isActive = true) {
  const bucketId = await teacher().ipsBuckets.create(
    { bucketId: 'S1K-24', name: 'S1000D basics', isActive: true, courseIds: ['s1000d'] },
    'teacher',
  );
  await withAdminRepositories(env, (_, db) =>
    updateDoc(doc(db, 'ipsBuckets', bucketId), { teacherIds: ['teacher', 'co-teacher'] }),
  );
  const assignmentId = await teacher().assignments.create(
    bucketId,
    { title: 'Essay', instructions: 'Explain a DMC.', dueDate: null, courseId: 's1000d' },
    'teacher',
  );
  const code = await teacher().accessCodes.create(
    { bucketId, description: 'Spring', usesLeft: 3, expiryDate: new Date(Date.now() + DAY) },
    'teacher',
  );
  const sessionId = await asSessionHolder().accessCodes.redeem(code, 'Sam', new Date());
  if (!isActive) await teacher().ipsBuckets.setActive(bucketId, false);
  const bucket = (await withAdminRepositories(env, (r) => r.ipsBuckets.listAll())).find(
    (b) => b.id === bucketId,
  )!;
  const target: SubmissionTarget = {
    bucket,
    assignment: { id: assignmentId, title: 'Essay' },
    learner: { id: sessionId, name: 'Sam' },
  };
  return { bucketId, assignmentId, sessionId, code, target };
}

function first<T>(listen: (emit: (value: T) => void, fail: (e: Error) => void) => () => void) {
  return new Promise<T>((resolve, reject) => {
    const stop = listen(
      (value) => {
        stop();
        resolve(value);
      },
      (error) => reject(error),
    );
  });
}

const todosOf = (uid: string) =>
  first<Todo[]>((emit, fail) => repositoriesFor(env, uid).todos.listen(uid, emit, fail));

describe('buckets, members, assignments and submissions (emulator, real rules)', () => {
  it('a bucket ID is unique whatever the case: the page is told it is taken, the rules refuse a bypass, a renamed bucket frees its ID', async () => {
    const fields = { name: 'Spring', isActive: true, courseIds: ['s1000d'] };
    const first = await teacher().ipsBuckets.create({ ...fields, bucketId: 'AUT-27' }, 'teacher');
    const coTeacher = repositoriesFor(env, 'co-teacher');
    await expect(
      coTeacher.ipsBuckets.create({ ...fields, bucketId: ' aut-27 ' }, 'co-teacher'),
    ).rejects.toBeInstanceOf(BucketIdTaken);
    // Without the page's check: a bucket with no claim, or one taking over the claim, is refused.
    const db = env.authenticatedContext('co-teacher').firestore();
    const bucket = (id: string) => ({
      id,
      bucketId: 'Aut-27',
      name: 'Copy',
      isActive: true,
      courseIds: [],
      teacherIds: ['co-teacher'],
      createdBy: 'co-teacher',
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await assertFails(
      setDoc(doc(db, 'ipsBuckets', 'CopyBucket0000000001'), bucket('CopyBucket0000000001')),
    );
    const batch = writeBatch(db);
    batch.set(doc(db, 'ipsBuckets', 'CopyBucket0000000002'), bucket('CopyBucket0000000002'));
    batch.set(doc(db, 'bucketIds', 'AUT-27'), { bucket: 'CopyBucket0000000002' });
    await assertFails(batch.commit());
    await assertFails(
      updateDoc(doc(db, 'bucketIds', 'AUT-27'), { bucket: 'CopyBucket0000000002' }),
    );
    const own = await coTeacher.ipsBuckets.create({ ...fields, bucketId: 'AUT-28' }, 'co-teacher');
    await expect(
      coTeacher.ipsBuckets.update(own, { ...fields, bucketId: 'aut-27' }),
    ).rejects.toBeInstanceOf(BucketIdTaken);

    await teacher().ipsBuckets.update(first, { ...fields, bucketId: 'AUT-29' });
    await coTeacher.ipsBuckets.update(own, { ...fields, bucketId: 'aut-27' });
    const all = await withAdminRepositories(env, (r) => r.ipsBuckets.listAll());
    expect(all.map((b) => b.bucketId).sort()).toEqual(['AUT-29', 'aut-27']);
    const claims = await withAdminRepositories(env, async (_, admin) =>
      (await getDocs(collection(admin, 'bucketIds'))).docs.map((d) => [d.id, d.data().bucket]),
    );
    expect(claims.sort()).toEqual([
      ['AUT-27', own],
      ['AUT-29', first],
    ]);
  });

  it('a session that joins with a code becomes a member the teacher sees, and reads its bucket live', async () => {
    const { bucketId, sessionId } = await classWithSession();
    const members = await first<unknown[]>((emit, fail) =>
      teacher().bucketMembers.listen(bucketId, emit, fail),
    );
    expect(members).toEqual([
      expect.objectContaining({ learnerId: sessionId, name: 'Sam', kind: 'session' }),
    ]);
    const seen = await first<IpsBucket[]>((emit, fail) =>
      asSessionHolder().ipsBuckets.listenEachById([bucketId], emit, fail),
    );
    expect(seen).toMatchObject([{ id: bucketId, name: 'S1000D basics', isActive: true }]);
    // Holding an id is not a licence to query the collection.
    const visitorDb = env.unauthenticatedContext().firestore();
    await assertFails(
      getDocs(query(collection(visitorDb, 'ipsBuckets'), where(documentId(), 'in', [bucketId]))),
    );
  });

  it('a submission gives every teacher one pending to-do; a review closes the reviewer’s and reaches the learner', async () => {
    const { bucketId, assignmentId, sessionId, target } = await classWithSession();
    await asSessionHolder().submissions.submit(
      target,
      '  A data module code names a module. ',
      false,
    );
    const [todo] = await todosOf('teacher');
    expect(todo).toMatchObject({
      teacherId: 'teacher',
      status: 'pending',
      title: 'Review Essay by Sam',
      bucketId,
      submissionId: `${sessionId}__${assignmentId}`,
    });
    expect(await todosOf('co-teacher')).toHaveLength(1);

    await teacher().submissions.review(bucketId, todo!.submissionId!, {
      feedback: 'Well explained.',
      reviewedBy: 'teacher',
      closeTodoIds: [todo!.id],
    });
    expect((await todosOf('teacher'))[0]?.status).toBe('done');
    expect((await todosOf('co-teacher'))[0]?.status).toBe('pending');
    const own = await first<Submission | null>((emit, fail) =>
      asSessionHolder().submissions.listenOwn(bucketId, sessionId, assignmentId, emit, fail),
    );
    expect(own).toMatchObject({
      text: 'A data module code names a module.',
      status: 'reviewed',
      feedback: 'Well explained.',
      reviewedBy: 'teacher',
    });

    await asSessionHolder().submissions.submit(target, 'Second try', true);
    const again = await first<Submission | null>((emit, fail) =>
      asSessionHolder().submissions.listenOwn(bucketId, sessionId, assignmentId, emit, fail),
    );
    expect(again).toMatchObject({
      text: 'Second try',
      status: 'submitted',
      feedback: 'Well explained.',
    });
  });

  it('an inactive bucket accepts no submissions, and nothing is written', async () => {
    const { bucketId, target } = await classWithSession(false);
    await assertFails(asSessionHolder().submissions.submit(target, 'Late work', false));
    const left = await withAdminRepositories(env, async (_, db) => ({
      submissions: (await getDocs(collection(db, 'ipsBuckets', bucketId, 'submissions'))).size,
      todos: (await getDocs(collection(db, 'todos'))).size,
    }));
    expect(left).toEqual({ submissions: 0, todos: 0 });
  });

  it('refuses a non-member, an expired session, and a learner reviewing their own work', async () => {
    const { bucketId, assignmentId, sessionId, target } = await classWithSession();
    const student = repositoriesFor(env, 'account-student');
    await assertFails(
      student.submissions.submit(
        { ...target, learner: { id: 'account-student', name: 'Acc' } },
        'Not mine to send',
        false,
      ),
    );
    await withAdminRepositories(env, (_, db) =>
      updateDoc(doc(db, 'sessions', sessionId), { expiresAt: new Date(Date.now() - 1000) }),
    );
    await assertFails(asSessionHolder().submissions.submit(target, 'Too late', false));
    await withAdminRepositories(env, (_, db) =>
      updateDoc(doc(db, 'sessions', sessionId), { expiresAt: new Date(Date.now() + DAY) }),
    );
    await asSessionHolder().submissions.submit(target, 'On time', false);
    await assertFails(
      asSessionHolder().submissions.review(bucketId, `${sessionId}__${assignmentId}`, {
        feedback: 'I am great',
        reviewedBy: sessionId,
        closeTodoIds: [],
      }),
    );
  });

  it('refuses a learner writing a to-do for someone who does not teach the bucket', async () => {
    const { target } = await classWithSession();
    const forged = { ...target, bucket: { ...target.bucket, teacherIds: ['admin'] } };
    await assertFails(asSessionHolder().submissions.submit(forged, 'Look at me', false));
  });

  it('a learner may not create a to-do alone, even for the bucket’s teacher', async () => {
    const { bucketId, sessionId, assignmentId } = await classWithSession();
    const db = env.unauthenticatedContext().firestore();
    await assertFails(
      setDoc(doc(db, 'todos', 'forged'), {
        teacherId: 'teacher',
        title: 'Review',
        notes: '',
        status: 'pending',
        dueDate: null,
        bucketId,
        submissionId: `${sessionId}__${assignmentId}`,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('a student may not list members, assignments are write-protected, and members are read by their teachers', async () => {
    const { bucketId } = await classWithSession();
    const admin = repositoriesFor(env, 'admin');
    await admin.bucketMembers.enrolAccount(bucketId, { uid: 'account-student', name: 'Acc' });
    expect((await admin.users.get('account-student'))?.enrolledCourses).toEqual([bucketId]);
    const studentDb = env.authenticatedContext('account-student').firestore();
    expect(
      (await getDoc(doc(studentDb, 'ipsBuckets', bucketId, 'members', 'account-student'))).data(),
    ).toMatchObject({ kind: 'account', name: 'Acc' });
    await assertFails(getDocs(collection(studentDb, 'ipsBuckets', bucketId, 'members')));
    await assertFails(
      repositoriesFor(env, 'account-student').assignments.create(
        bucketId,
        { title: 'Mine', instructions: '', dueDate: null, courseId: null },
        'account-student',
      ),
    );
    // A teacher without user-management edit cannot enrol accounts.
    await assertFails(
      teacher().bucketMembers.enrolAccount(bucketId, { uid: 'co-teacher', name: 'Co' }),
    );
  });

  it('a redemption that skips the membership is refused', async () => {
    const { code, bucketId } = await classWithSession();
    const stored = await withAdminRepositories(env, async (_, db) =>
      (await getDoc(doc(db, 'accessCodes', code))).data(),
    );
    // As the app redeems: signed in anonymously, under session_{uid} (decision 1140).
    const uid = 'WithoutMember0123456789abcde';
    const db = env
      .authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } })
      .firestore();
    const sessionId = `session_${uid}`;
    const session = {
      uid: sessionId,
      name: 'Sneaky',
      enrolledCourses: [bucketId],
      accessCode: code,
      expiresAt: stored!.expiryDate,
      createdAt: serverTimestamp(),
      deleted: false,
    };
    const redeem = (withMember: boolean) => {
      const batch = writeBatch(db);
      batch.set(doc(db, 'sessions', sessionId), session);
      batch.update(doc(db, 'accessCodes', code), {
        usesLeft: stored!.usesLeft - 1,
        lastRedeemedBy: sessionId,
      });
      if (withMember) {
        batch.set(doc(db, 'ipsBuckets', bucketId, 'members', sessionId), {
          learnerId: sessionId,
          name: 'Sneaky',
          kind: 'session',
          joinedAt: serverTimestamp(),
        });
      }
      return batch.commit();
    };
    await assertFails(redeem(false));
    // The same batch with the membership is the valid redemption: the refusal was the membership.
    await redeem(true);
  });
});
