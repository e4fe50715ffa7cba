import { doc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { LIMITS } from '#access/limits.ts';
import { MATRIX_BUCKETS, uidOf, type MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_S1000D, storedMembers } from '#access/matrix-s1000d.ts';
import { EMPTY_IPS_DATA } from '../../src/features/ips-projects/ips-project.ts';
import { packFields } from '../../src/domain/packed-fields.ts';
import { ids, progress, SHARED_SESSION } from './matrix-seed.ts';
import { newBucket, newTodo, type Operation } from './matrix-operations.ts';

const now = serverTimestamp;
const me = (a: MatrixActor) => uidOf(a.id);
const over = (limit: number) => 'x'.repeat(limit + 1);
const big = 'x'.repeat(100_000);
const { projects } = LIMITS;
const ipsData = packFields('ipsProjects', { ...EMPTY_IPS_DATA, product: 'Pump' });

/** A document of the actor's own in `name`, with these fields besides its name and owner. */
function own(db: Firestore, name: string, a: MatrixActor, key: string, fields: object) {
  return setDoc(doc(db, name, `bound-${key}-${a.id}`), { name: 'New', ownerId: me(a), ...fields });
}

/** Operations of BOUND_ROWS (src/access/matrix-bound-rows.ts, decision 1500). */
export const boundOperations: Record<string, Operation> = {
  'pbsProjects.create-long-legacy-text': (db, a) =>
    own(db, 'pbsProjects', a, 'legacy-text', { legacyFields: over(projects.valuesText) }),
  'pbsProjects.create-legacy-map': (db, a) =>
    own(db, 'pbsProjects', a, 'legacy-map', { legacyFields: { notes: big } }),
  'pbsProjects.update-legacy-map': (db, a) =>
    updateDoc(doc(db, 'pbsProjects', `own-${a.id}`), {
      legacyFields: { notes: big },
      updatedAt: now(),
    }),
  'ipsProjects.create-long-metadata-text': (db, a) =>
    own(db, 'ipsProjects', a, 'metadata-text', { ...ipsData, metadata: over(projects.valuesText) }),
  'ipsProjects.create-metadata-map': (db, a) =>
    own(db, 'ipsProjects', a, 'metadata-map', { ...ipsData, metadata: { notes: big } }),
  'ipsProjectDrafts.create-long-form-text': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'form-text', { step: 1, form: over(projects.valuesText) }),
  'ipsProjectDrafts.create-form-map': (db, a) =>
    own(db, 'ipsProjectDrafts', a, 'form-map', { step: 1, form: { notes: big } }),
  'plmData.create-long-data-text': (db, a) =>
    own(db, 'plmData', a, 'data-text', { dataText: over(projects.plmDataText) }),
  'plmData.create-data-map': (db, a) => own(db, 'plmData', a, 'data-map', { data: { notes: big } }),
  'sessions.admin-text-time': (db) =>
    updateDoc(doc(db, 'sessions', SHARED_SESSION), { expiresAt: big }),
  'ipsBuckets.create-long-id': (db, a) =>
    newBucket(db, a, `LongId${a.id.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(20, '0'), {
      id: over(LIMITS.users.code),
    }),
  'todos.create-long-bucket': (db, a) =>
    setDoc(doc(db, 'todos', `long-bucket-${a.id}`), {
      ...newTodo(me(a)),
      bucketId: over(LIMITS.users.code),
    }),
  'courseProgress.write-long-answer-key': (db, a) => {
    const learner = ids.learner(a.id);
    const enrolled =
      a.id === 'session-user' ? [MATRIX_BUCKETS.taught.id] : (a.profile?.enrolledCourses ?? []);
    const base = progress(learner, enrolled);
    // Firestore itself refuses field names past 1,500 bytes: 1,000 characters is the rules' refusal.
    const key = `data-modules:${'q'.repeat(1000)}`;
    return setDoc(doc(db, 'courseProgress', `${learner}__s1000d`), {
      ...base,
      answers: { ...base.answers, [key]: { choice: 'a', correct: true } },
      answeredKeys: [key],
      updatedAt: now(),
    });
  },
  's1000dProjects.long-member-id': (db) => {
    const members = { ...storedMembers(MATRIX_S1000D.member), [over(LIMITS.users.code)]: 'reader' };
    return updateDoc(doc(db, 's1000dProjects', MATRIX_S1000D.member.id), {
      members,
      memberIds: Object.keys(members),
      updatedAt: now(),
    });
  },
};
