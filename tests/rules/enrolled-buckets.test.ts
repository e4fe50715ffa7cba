import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getDocs,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createRulesEnvironment } from './rules-environment.ts';

// The spec's realtime listener reads ipsBuckets where the document id is in the
// enrolled list; the rules must allow exactly that query for an enrolled student.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await createRulesEnvironment();
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'users/uid-student'), {
      uid: 'uid-student',
      enrolledCourses: ['b1', 'b2'],
      assignedRoles: [],
      active: true,
    });
    for (const id of ['b1', 'b2', 'b3']) {
      await setDoc(doc(db, 'ipsBuckets', id), {
        id,
        bucketId: id,
        name: id,
        isActive: true,
        teacherIds: [],
      });
    }
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const byIds = (db: Firestore, ids: string[]) =>
  getDocs(query(collection(db, 'ipsBuckets'), where(documentId(), 'in', ids)));

it('an enrolled student may query their buckets by id', async () => {
  const db = env.authenticatedContext('uid-student').firestore() as unknown as Firestore;
  const found = await assertSucceeds(byIds(db, ['b1', 'b2']));
  expect(found.docs.map((d) => d.id).sort()).toEqual(['b1', 'b2']);
});

it('a query that names a bucket they are not enrolled in is refused', async () => {
  const db = env.authenticatedContext('uid-student').firestore() as unknown as Firestore;
  await assertFails(byIds(db, ['b1', 'b3']));
});
