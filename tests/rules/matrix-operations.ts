import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  increment,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { ACCESS_MATRIX } from '#access/access-matrix.ts';
import { LIMITS } from '#access/limits.ts';
import { roleDocument } from '#access/access-summary.ts';
import { newProfileDocument } from '../../src/data/users.ts';
import type { MatrixActor } from '#access/matrix-actors.ts';
import { MATRIX_BUCKETS, MATRIX_ROLES, uidOf } from '#access/matrix-actors.ts';
import {
  DAY,
  DELETED_SESSION,
  MINUTE,
  PROJECT_COLLECTIONS,
  SHARED_SESSION,
  at,
  SUBMITTED,
  codeExpiry,
  ids,
  progress,
  readingPosition,
  readingPositionOf,
  spareRole,
  TAKEN_BUCKET_ID,
} from './matrix-seed.ts';
import { emailKey } from '#access/account-request.ts';
import { classOperations } from './matrix-class-operations.ts';
import { brdpOperations } from './matrix-brdp.ts';
import { patternOperations } from './matrix-patterns.ts';
import { schemaSetOperations } from './matrix-schema-sets.ts';
import { steOperations } from './matrix-ste.ts';
import { s1000dOperations } from './matrix-s1000d-operations.ts';
import { assign, escalationOperations } from './matrix-escalation-operations.ts';
import { sizeOperations, staleAuthorityOperations } from './matrix-size-operations.ts';
import { shapeOperations } from './matrix-shape-operations.ts';
import { boundOperations } from './matrix-bound-operations.ts';
import { adminValueOperations } from './matrix-admin-value-operations.ts';
import { busyTimes } from './matrix-row-setup.ts';

/** One matrix operation, performed as `actor` through `db` (the actor's own client). */
export type Operation = (db: Firestore, actor: MatrixActor) => Promise<unknown>;

const me = (actor: MatrixActor) => uidOf(actor.id);
const ownProfile = (db: Firestore, actor: MatrixActor) => doc(db, 'users', me(actor));
const now = serverTimestamp;

function newRequest(
  db: Firestore,
  requestId: string,
  email: string,
  fullName: string,
  guard: object | null,
  guardId = emailKey(email),
) {
  const batch = writeBatch(db);
  batch.set(doc(db, 'accountRequests', requestId), {
    email,
    fullName,
    company: 'Acme',
    status: 'pending',
    requestedAt: now(),
  });
  if (guard)
    batch.set(doc(db, 'accountRequestGuards', guardId), {
      status: 'pending',
      requestId,
      ...guard,
      lastRequestedAt: now(),
    });
  return batch.commit();
}

function decide(
  db: Firestore,
  actor: MatrixActor,
  requestId: string,
  email: string,
  status: 'approved' | 'rejected',
) {
  const batch = writeBatch(db);
  const fields =
    status === 'approved'
      ? {
          status,
          approvedAt: now(),
          approvedBy: me(actor),
          notes: 'Welcome',
          assignedCohortId: MATRIX_BUCKETS.taught.id,
        }
      : { status, rejectedAt: now(), rejectedBy: me(actor), notes: 'Sorry' };
  batch.update(doc(db, 'accountRequests', requestId), fields);
  batch.update(doc(db, 'accountRequestGuards', email), { status });
  return batch.commit();
}

/** 24 characters of randomToken's alphabet, the same for the same seed (FNV-1a, then LCG). */
function generatedLike(seed: string) {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  let out = '';
  for (let i = 0; i < 24; i += 1) {
    h = (Math.imul(h, 1664525) + 1013904223) >>> 0;
    out += alphabet[(h >>> 8) % alphabet.length];
  }
  return out;
}

function redeem(
  db: Firestore,
  actor: MatrixActor,
  code: string,
  decrement: boolean,
  expiresAt = codeExpiry,
  joins = true,
  chosenId?: string,
) {
  const kind = `${decrement ? 'redeemed' : 'free'}${joins ? '' : '_alone'}`;
  // An anonymous sign-in redeems under its own uid (decision 1140); others try a generated id.
  const sessionId =
    chosenId ??
    (actor.signInProvider === 'anonymous'
      ? `session_${actor.uid}`
      : `session_${generatedLike(`${actor.id}_${code}_${kind}`)}`);
  const batch = writeBatch(db);
  if (joins) {
    batch.set(doc(db, 'ipsBuckets', MATRIX_BUCKETS.taught.id, 'members', sessionId), {
      learnerId: sessionId,
      name: 'Guest',
      kind: 'session',
      joinedAt: now(),
    });
  }
  batch.set(doc(db, 'sessions', sessionId), {
    uid: sessionId,
    name: 'Guest',
    displayName: 'Guest',
    enrolledCourses: [MATRIX_BUCKETS.taught.id],
    accessCode: code,
    accessCodeDescription: 'Spring cohort',
    accessCodeExpiryDate: code === 'EXPIRED-code' ? at(-DAY) : codeExpiry,
    expiresAt,
    createdAt: now(),
    lastLogin: now(),
    deleted: false,
  });
  if (decrement)
    batch.update(doc(db, 'accessCodes', code), {
      usesLeft: increment(-1),
      lastRedeemedBy: sessionId,
    });
  return batch.commit();
}

function projectOperations(name: string): Record<string, Operation> {
  const at = (db: Firestore, id: string) => doc(db, name, id);
  return {
    [`${name}.create-own`]: (db, a) =>
      setDoc(at(db, `new-${a.id}`), { name: 'New', ownerId: me(a) }),
    [`${name}.get-own`]: (db, a) => getDoc(at(db, `own-${a.id}`)),
    [`${name}.get-other`]: (db) => getDoc(at(db, 'other')),
    [`${name}.list-own`]: (db, a) =>
      getDocs(query(collection(db, name), where('ownerId', '==', me(a)))),
    [`${name}.update-own`]: (db, a) => updateDoc(at(db, `own-${a.id}`), { name: 'Renamed' }),
    [`${name}.delete-own`]: (db, a) => deleteDoc(at(db, `del-${a.id}`)),
    [`${name}.list-all`]: (db) => getDocs(collection(db, name)),
    [`${name}.update-other`]: (db) => updateDoc(at(db, 'other'), { name: 'Taken' }),
    [`${name}.create-for-other`]: (db, a) =>
      setDoc(at(db, `for-other-${a.id}`), { name: 'Gift', ownerId: 'uid-owner' }),
  };
}

function configurationOperations(): Record<string, Operation> {
  const at = (db: Firestore, id: string) => doc(db, 'productConfigurations', id);
  const fresh = (id: string, ownerId: string, extra: object = {}) => ({
    ownerId,
    projectId: id,
    // As the data layer stores them: one JSON text (decision 1400).
    models: JSON.stringify([{ id: 'm1', modelIdentCode: 'BIKE', name: 'Bike', variants: [] }]),
    createdAt: now(),
    updatedAt: now(),
    ...extra,
  });
  return {
    'productConfigurations.create-own': (db, a) =>
      setDoc(at(db, ids.configProject(a.id)), fresh(ids.configProject(a.id), me(a))),
    'productConfigurations.create-invalid': (db, a) =>
      setDoc(at(db, `bad-${a.id}`), fresh(`bad-${a.id}`, me(a), { colour: 'red' })),
    'productConfigurations.get-own': (db, a) => getDoc(at(db, `own-${a.id}`)),
    'productConfigurations.list-own': (db, a) =>
      getDocs(query(collection(db, 'productConfigurations'), where('ownerId', '==', me(a)))),
    'productConfigurations.get-other': (db) => getDoc(at(db, 'other')),
    // The seeded set holds models as a list, as written before decision 1400.
    'productConfigurations.update-own': (db, a) =>
      updateDoc(at(db, `own-${a.id}`), { models: '[]', updatedAt: now() }),
    'productConfigurations.update-invalid': (db, a) =>
      updateDoc(at(db, `own-${a.id}`), { models: 5, updatedAt: now() }),
    'productConfigurations.update-long-models-text': (db, a) =>
      updateDoc(at(db, `own-${a.id}`), {
        models: 'x'.repeat(LIMITS.productConfigurations.modelsText + 1),
        updatedAt: now(),
      }),
    'productConfigurations.update-models-list': (db, a) =>
      updateDoc(at(db, `own-${a.id}`), {
        models: [{ id: 'm1', modelIdentCode: 'BIKE', name: 'x'.repeat(100_000), variants: [] }],
        updatedAt: now(),
      }),
    'productConfigurations.delete-own': (db, a) => deleteDoc(at(db, `del-${a.id}`)),
    'productConfigurations.delete-missing': (db, a) => deleteDoc(at(db, `never-${a.id}`)),
    'productConfigurations.update-other': (db) =>
      updateDoc(at(db, 'other'), { models: '[]', updatedAt: now() }),
    'productConfigurations.create-for-other': (db, a) =>
      setDoc(at(db, ids.giftProject(a.id)), fresh(ids.giftProject(a.id), 'uid-owner')),
  };
}

function importMarkerOperations(): Record<string, Operation> {
  const at = (db: Firestore, id: string) => doc(db, 'projectImports', id);
  return {
    'projectImports.create-own': (db, a) =>
      setDoc(at(db, `new-${a.id}`), {
        ownerId: me(a),
        paths: 'pbsProjects/a\npbsProjects/b',
        committed: 0,
        createdAt: now(),
        updatedAt: now(),
      }),
    'projectImports.get-own': (db, a) => getDoc(at(db, `own-${a.id}`)),
    'projectImports.list-own': (db, a) =>
      getDocs(query(collection(db, 'projectImports'), where('ownerId', '==', me(a)))),
    'projectImports.get-other': (db) => getDoc(at(db, 'other')),
    'projectImports.update-own': (db, a) =>
      updateDoc(at(db, `own-${a.id}`), { committed: 1, updatedAt: now() }),
    'projectImports.delete-own': (db, a) => deleteDoc(at(db, `del-${a.id}`)),
  };
}

export const OPERATIONS: Record<string, Operation> = {
  'users.get-own': (db, a) => getDoc(ownProfile(db, a)),
  'users.rename-own': (db, a) =>
    updateDoc(ownProfile(db, a), { name: 'New Name', displayName: 'New Name', updatedAt: now() }),
  'users.select-ips-engineer': (db, a) =>
    updateDoc(ownProfile(db, a), { selectedRole: 'ips-engineer', updatedAt: now() }),
  'users.select-admin': (db, a) =>
    updateDoc(ownProfile(db, a), { selectedRole: 'admin', updatedAt: now() }),
  'users.clear-selected-role': (db, a) => updateDoc(ownProfile(db, a), { selectedRole: null }),
  'users.password-changed': (db, a) => updateDoc(ownProfile(db, a), { mustChangePassword: false }),
  'users.own-roles': (db, a) =>
    updateDoc(ownProfile(db, a), { assignedRoles: ['system-administrator', 'spare'] }),
  'users.own-system-admin': (db, a) =>
    updateDoc(ownProfile(db, a), { isSystemAdmin: !(a.profile?.isSystemAdmin ?? false) }),
  'users.own-courses': (db, a) =>
    updateDoc(ownProfile(db, a), { enrolledCourses: [MATRIX_BUCKETS.other.id] }),
  'users.own-active': (db, a) =>
    updateDoc(ownProfile(db, a), { active: a.profile?.active === false }),
  'users.get-other': (db) => getDoc(doc(db, 'users', 'uid-other')),
  'users.list': (db) => getDocs(collection(db, 'users')),
  'users.create': (db, a) =>
    setDoc(
      doc(db, 'users', `uid-new-${a.id}`),
      newProfileDocument(
        {
          uid: `uid-new-${a.id}`,
          email: `new-${a.id}@example.com`,
          name: 'New User',
          enrolledCourses: [MATRIX_BUCKETS.taught.id],
          assignedRoles: ['operator-role'],
          selectedRole: null,
          isSystemAdmin: false,
          mustChangePassword: true,
        },
        MATRIX_ROLES,
      ),
    ),
  'users.assign-role': (db) => assign(db, 'uid-other', ['maintainer-role']),
  'users.deactivate': (db) => updateDoc(doc(db, 'users', 'uid-other'), { active: false }),
  'users.make-system-admin': (db) => assign(db, 'uid-other', [], { isSystemAdmin: true }),
  ...escalationOperations,
  ...sizeOperations,
  ...shapeOperations,
  ...boundOperations,
  ...adminValueOperations,
  'users.delete': (db, a) => deleteDoc(doc(db, 'users', ids.deleteUser(a.id))),

  'roles.list': (db) => getDocs(collection(db, 'roles')),
  'roles.create': (db, a) => setDoc(doc(db, 'roles', `new-${a.id}`), spareRole(`new-${a.id}`)),
  'roles.update': (db, a) =>
    updateDoc(doc(db, 'roles', 'spare'), { description: `by ${a.id}`, updatedAt: now() }),
  'roles.rename-into-admin': (db) =>
    setDoc(doc(db, 'roles', 'spare'), { ...spareRole('spare', 'Admin Helpers'), updatedAt: now() }),
  'roles.grant-um-admin': (db) =>
    setDoc(doc(db, 'roles', 'spare'), {
      ...roleDocument({
        ...MATRIX_ROLES[0]!,
        id: 'spare',
        name: 'Spare',
        permissions: { 'user-management': { admin: true } },
      }),
      updatedAt: now(),
    }),
  'roles.create-invalid': (db, a) =>
    setDoc(doc(db, 'roles', `bad-${a.id}`), {
      ...spareRole(`bad-${a.id}`),
      grants: ['tools:view'],
    }),
  'roles.create-oversized': (db, a) =>
    setDoc(doc(db, 'roles', `big-${a.id}`), {
      ...spareRole(`big-${a.id}`),
      description: 'x'.repeat(501),
    }),
  'roles.delete-custom': (db, a) => deleteDoc(doc(db, 'roles', ids.spareRole(a.id))),
  'roles.delete-system': (db) => deleteDoc(doc(db, 'roles', 'operator-role')),
  'courses.list': (db) => getDocs(collection(db, 'courses')),
  'courses.create': (db, a) =>
    setDoc(doc(db, 'courses', `course-${a.id}`), {
      id: `course-${a.id}`,
      name: 'New',
      description: 'A new course',
      status: 'active',
      enrolledStudents: 0,
      accessLevel: 'full',
      lastUpdated: '2026-11-22',
      icon: 'book-open',
      color: 'secondary',
      features: ['Data modules'],
      createdBy: me(a),
      createdAt: now(),
    }),
  'courses.edit': (db, a) =>
    updateDoc(doc(db, 'courses', 'course-1'), {
      name: `Edited by ${a.id}`,
      status: 'inactive',
      accessLevel: 'none',
      features: ['Codes', 'BREX'],
      lastUpdated: '2026-11-22',
    }),
  'courses.edit-invalid': (db) => updateDoc(doc(db, 'courses', 'course-1'), { status: 'archived' }),
  'courses.edit-created-by': (db, a) =>
    updateDoc(doc(db, 'courses', 'course-1'), { createdBy: me(a) }),

  'courseProgress.write-own': (db, a) => setProgress(db, ids.learner(a.id), enrolled(a)),
  'courseProgress.write-expired-session': (db, a) =>
    setProgress(db, ids.expiredSession(a.id), [MATRIX_BUCKETS.taught.id]),
  'courseProgress.write-deleted-session': (db) =>
    setProgress(db, DELETED_SESSION, [MATRIX_BUCKETS.taught.id]),
  'courseProgress.write-other': (db) => setProgress(db, 'uid-other', []),
  'courseProgress.write-inactive-course': (db, a) =>
    setProgress(db, ids.learner(a.id), enrolled(a), { courseId: 's2000m' }),
  'courseProgress.write-bad-shape': (db, a) =>
    setProgress(db, ids.learner(a.id), enrolled(a), { score: 100 }),
  'courseProgress.write-wrong-buckets': (db, a) =>
    setProgress(db, ids.learner(a.id), enrolled(a), { bucketIds: [MATRIX_BUCKETS.other.id] }),
  'courseProgress.get-own': (db, a) =>
    getDoc(doc(db, 'courseProgress', `${ids.learner(a.id)}__s1000d`)),
  'courseProgress.get-taught': (db) =>
    getDoc(doc(db, 'courseProgress', 'uid-taught-learner__s1000d')),
  'courseProgress.get-second-bucket': (db) =>
    getDoc(doc(db, 'courseProgress', 'uid-second-learner__s1000d')),
  'courseProgress.get-other': (db) =>
    getDoc(doc(db, 'courseProgress', 'uid-other-learner__s1000d')),
  'courseProgress.list': (db) => getDocs(collection(db, 'courseProgress')),
  'courseProgress.delete-own': (db, a) =>
    deleteDoc(doc(db, 'courseProgress', `${ids.learner(a.id)}__s1000d`)),

  'readingPositions.write-own': (db, a) =>
    setDoc(
      doc(db, 'readingPositions', readingPositionOf(me(a))),
      readingPosition(me(a), { updatedAt: now() }),
    ),
  'readingPositions.write-other': (db) =>
    setDoc(
      doc(db, 'readingPositions', readingPositionOf('uid-other')),
      readingPosition('uid-other', { updatedAt: now() }),
    ),
  'readingPositions.write-bad-shape': (db, a) =>
    setDoc(
      doc(db, 'readingPositions', readingPositionOf(me(a))),
      readingPosition(me(a), { updatedAt: now(), progress: 50 }),
    ),
  'readingPositions.write-wrong-id': (db, a) =>
    setDoc(
      doc(db, 'readingPositions', `${me(a)}__another-project__PMC-X`),
      readingPosition(me(a), { updatedAt: now() }),
    ),
  'readingPositions.write-oversized': (db, a) =>
    setDoc(
      doc(db, 'readingPositions', readingPositionOf(me(a))),
      readingPosition(me(a), { updatedAt: now(), objectTitle: 'x'.repeat(301) }),
    ),
  'readingPositions.write-client-time': (db, a) =>
    setDoc(
      doc(db, 'readingPositions', readingPositionOf(me(a))),
      readingPosition(me(a), { updatedAt: Timestamp.now() }),
    ),
  'readingPositions.get-own': (db, a) =>
    getDoc(doc(db, 'readingPositions', readingPositionOf(me(a)))),
  'readingPositions.get-other': (db) =>
    getDoc(doc(db, 'readingPositions', readingPositionOf('uid-other'))),
  'readingPositions.list-own': (db, a) =>
    getDocs(query(collection(db, 'readingPositions'), where('uid', '==', me(a)))),
  'readingPositions.list-all': (db) => getDocs(collection(db, 'readingPositions')),
  'readingPositions.delete-own': (db, a) =>
    deleteDoc(doc(db, 'readingPositions', readingPositionOf(me(a)))),

  'accountRequests.create': (db, a) =>
    newRequest(db, `new-${a.id}`, `new-${a.id}@example.com`, 'Ana Lima', { recent: [] }),
  'accountRequests.create-without-guard': (db, a) =>
    newRequest(db, `bare-${a.id}`, `bare-${a.id}@example.com`, 'Ana Lima', null),
  'accountRequests.create-pending': (db, a) =>
    newRequest(db, `again-${a.id}`, 'pending@example.com', 'Ana Lima', {
      recent: [at(-60 * MINUTE)],
    }),
  'accountRequests.create-approved': (db, a) =>
    newRequest(db, `again-${a.id}`, 'approved@example.com', 'Ana Lima', {
      recent: [at(-60 * MINUTE)],
    }),
  'accountRequests.create-too-many': (db, a) =>
    newRequest(db, `busy-${a.id}`, 'busy@example.com', 'Ana Lima', {
      recent: busyTimes.slice(1),
    }),
  'accountRequests.create-tagged-new': (db, a) =>
    newRequest(db, `tag-${a.id}`, `fresh-${a.id}+news@example.com`, 'Ana Lima', { recent: [] }),
  'accountRequests.create-tag-variant': (db, a) =>
    newRequest(
      db,
      `variant-${a.id}`,
      `pending+${a.id}@example.com`,
      'Ana Lima',
      { recent: [] },
      `pending+${a.id}@example.com`,
    ),
  'accountRequests.create-tag-variant-keyed': (db, a) =>
    newRequest(db, `keyed-${a.id}`, `pending+${a.id}@example.com`, 'Ana Lima', {
      recent: [at(-60 * MINUTE)],
    }),
  'accountRequests.create-gmail-dots': (db, a) =>
    newRequest(db, `dots-${a.id}`, 'pen.ding@googlemail.com', 'Ana Lima', {
      recent: [at(-60 * MINUTE)],
    }),
  'accountRequests.create-trailing-dot': (db, a) =>
    newRequest(
      db,
      `dot-${a.id}`,
      `dot-${a.id}@example.com.`,
      'Ana Lima',
      { recent: [] },
      `dot-${a.id}@example.com.`,
    ),
  'accountRequests.create-lookalike': (db, a) =>
    newRequest(
      db,
      `look-${a.id}`,
      `look-${a.id}@\u0435xample.com`,
      'Ana Lima',
      { recent: [] },
      `look-${a.id}@\u0435xample.com`,
    ),
  'accountRequests.create-zero-width': (db, a) =>
    newRequest(
      db,
      `zw-${a.id}`,
      `zw-${a.id}\u200b@example.com`,
      'Ana Lima',
      { recent: [] },
      `zw-${a.id}\u200b@example.com`,
    ),
  'accountRequests.create-soft-hyphen': (db, a) =>
    newRequest(
      db,
      `shy-${a.id}`,
      `sh\u00ady-${a.id}@example.com`,
      'Ana Lima',
      { recent: [] },
      `sh\u00ady-${a.id}@example.com`,
    ),
  'accountRequests.create-invalid': (db, a) =>
    newRequest(db, `bad-${a.id}`, `bad-${a.id}@example.com`, 'Ana 2', { recent: [] }),
  'accountRequests.list': (db) => getDocs(collection(db, 'accountRequests')),
  'accountRequests.approve': (db, a) =>
    decide(db, a, ids.approveRequest(a.id), `approve-${a.id}@example.com`, 'approved'),
  'accountRequests.reject': (db, a) =>
    decide(db, a, ids.rejectRequest(a.id), `reject-${a.id}@example.com`, 'rejected'),
  'accountRequests.decide-again': (db, a) =>
    decide(db, a, 'req-approved', 'approved@example.com', 'rejected'),
  'accountRequestGuards.get': (db) =>
    getDoc(doc(db, 'accountRequestGuards', 'pending@example.com')),
  'accountRequestGuards.list': (db) => getDocs(collection(db, 'accountRequestGuards')),

  'sessions.redeem': (db, a) => redeem(db, a, ids.openCode(a.id), true),
  'sessions.create-without-code': (db, a) => redeem(db, a, ids.openCode(a.id), false),
  'sessions.redeem-without-member': (db, a) =>
    redeem(db, a, ids.openCode(a.id), true, codeExpiry, false),
  'sessions.redeem-expired': (db, a) => redeem(db, a, 'EXPIRED-code', true, at(-MINUTE)),
  'sessions.redeem-chosen-id': (db, a) =>
    redeem(db, a, ids.openCode(a.id), true, codeExpiry, true, 'session_aaaaaaaaaaaaaaaaaaaa'),
  'sessions.redeem-generated-shape': (db, a) =>
    redeem(db, a, ids.openCode(a.id), true, codeExpiry, true, `session_${generatedLike(a.id)}`),
  'sessions.get': (db) => getDoc(doc(db, 'sessions', SHARED_SESSION)),
  'sessions.list': (db) => getDocs(collection(db, 'sessions')),
  'sessions.rename': (db, a) =>
    updateDoc(doc(db, 'sessions', SHARED_SESSION), { name: `Guest ${a.id}` }),
  'sessions.retire-expired': (db, a) =>
    updateDoc(doc(db, 'sessions', ids.expiredSession(a.id)), { deleted: true }),
  'sessions.retire-unexpired': (db, a) =>
    updateDoc(doc(db, 'sessions', ids.liveSession(a.id)), { deleted: true }),
  'sessions.extend': (db, a) =>
    updateDoc(doc(db, 'sessions', ids.liveSession(a.id)), { expiresAt: at(2 * DAY) }),

  'accessCodes.get': (db) => getDoc(doc(db, 'accessCodes', 'TEACHER-code')),
  'accessCodes.list-all': (db) => getDocs(collection(db, 'accessCodes')),
  'accessCodes.list-taught': (db) =>
    getDocs(
      query(collection(db, 'accessCodes'), where('bucketId', '==', MATRIX_BUCKETS.taught.id)),
    ),
  'accessCodes.list-own': (db, a) =>
    getDocs(query(collection(db, 'accessCodes'), where('createdBy', '==', me(a)))),
  'accessCodes.create-taught': (db, a) => newCode(db, a, MATRIX_BUCKETS.taught.id),
  'accessCodes.create-other': (db, a) => newCode(db, a, MATRIX_BUCKETS.other.id),
  ...staleAuthorityOperations,
  'accessCodes.deactivate': (db) =>
    updateDoc(doc(db, 'accessCodes', 'TEACHER-code'), { active: false }),
  'accessCodes.delete': (db, a) => deleteDoc(doc(db, 'accessCodes', ids.deleteCode(a.id))),
  'accessCodes.decrement': (db, a) =>
    updateDoc(doc(db, 'accessCodes', ids.openCode(a.id)), {
      usesLeft: increment(-1),
      lastRedeemedBy: `session_never_${a.id}_000000000000`,
    }),

  'ipsBuckets.get-by-id': (db) => getDoc(doc(db, 'ipsBuckets', MATRIX_BUCKETS.other.id)),
  'ipsBuckets.list-enrolled': (db) => enrolledBucketsQuery(db, [MATRIX_BUCKETS.taught.id]),
  'ipsBuckets.list-other': (db) => enrolledBucketsQuery(db, [MATRIX_BUCKETS.other.id]),
  'ipsBuckets.list-taught': (db, a) =>
    getDocs(query(collection(db, 'ipsBuckets'), where('teacherIds', 'array-contains', me(a)))),
  'ipsBuckets.list-all': (db) => getDocs(collection(db, 'ipsBuckets')),
  'ipsBuckets.create': (db, a) => newBucket(db, a, randomLikeId(a)),
  'ipsBuckets.create-short-id': (db, a) => newBucket(db, a, `new-${a.id}`),
  'ipsBuckets.create-taken-id': (db, a) => {
    const id = `Taken${a.id.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(20, '0');
    const batch = writeBatch(db);
    batch.set(doc(db, 'bucketIds', TAKEN_BUCKET_ID), { bucket: id });
    batch.set(doc(db, 'ipsBuckets', id), {
      id,
      bucketId: TAKEN_BUCKET_ID.toLowerCase(),
      name: 'Copy',
      isActive: true,
      courseIds: [],
      teacherIds: [me(a)],
      createdBy: me(a),
      createdAt: now(),
      updatedAt: now(),
    });
    return batch.commit();
  },
  'bucketIds.get': (db) => getDoc(doc(db, 'bucketIds', TAKEN_BUCKET_ID)),
  'ipsBuckets.update': (db, a) =>
    updateDoc(doc(db, 'ipsBuckets', MATRIX_BUCKETS.taught.id), {
      name: `Renamed by ${a.id}`,
      updatedAt: now(),
    }),
  'ipsBuckets.delete': (db, a) => deleteDoc(doc(db, 'ipsBuckets', ids.deleteBucket(a.id))),

  ...classOperations,
  ...s1000dOperations,
  ...brdpOperations,
  ...patternOperations,
  ...schemaSetOperations,
  ...steOperations,

  'todos.create-for-teacher': (db, a) =>
    setDoc(doc(db, 'todos', `gift-${a.id}`), {
      ...newTodo(uidOf('teacher')),
      bucketId: MATRIX_BUCKETS.taught.id,
      submissionId: SUBMITTED,
    }),
  'todos.create-own': (db, a) => setDoc(doc(db, 'todos', `new-${a.id}`), newTodo(me(a))),
  'todos.list-own-open': (db, a) =>
    getDocs(
      query(
        collection(db, 'todos'),
        where('teacherId', '==', me(a)),
        where('status', 'in', ['pending', 'in-progress']),
      ),
    ),
  'todos.get-own': (db, a) => getDoc(doc(db, 'todos', ids.ownTodo(a.id))),
  'todos.update-own': (db, a) =>
    updateDoc(doc(db, 'todos', ids.ownTodo(a.id)), { status: 'in-progress', updatedAt: now() }),
  'todos.delete-own': (db, a) => deleteDoc(doc(db, 'todos', ids.ownDeletedTodo(a.id))),
  'todos.get-teachers': (db) => getDoc(doc(db, 'todos', 'todo-teacher')),
  'todos.update-teachers': (db) =>
    updateDoc(doc(db, 'todos', 'todo-teacher'), { status: 'in-progress', updatedAt: now() }),
  'todos.delete-teachers': (db, a) => deleteDoc(doc(db, 'todos', ids.deleteTodo(a.id))),
  'todos.create-invalid': (db, a) =>
    setDoc(doc(db, 'todos', `blank-${a.id}`), { ...newTodo(me(a)), title: '' }),
  'todos.update-invalid': (db) =>
    updateDoc(doc(db, 'todos', 'todo-teacher'), { status: 'someday', updatedAt: now() }),

  // Only the project operations the matrix has rows for (plmData and drafts have fewer).
  ...Object.fromEntries(
    PROJECT_COLLECTIONS.flatMap((name) => Object.entries(projectOperations(name))).filter(([id]) =>
      ACCESS_MATRIX.some((row) => row.id === id),
    ),
  ),

  ...configurationOperations(),
  ...importMarkerOperations(),

  'migrations.create-own': (db, a) =>
    setDoc(doc(db, 'migrations', `new-${a.id}`), {
      ownerId: me(a),
      migratedAt: now(),
      totalItemsMigrated: 0,
      errors: [],
      localStorageKeys: [],
    }),
  'migrations.get-own': (db, a) => getDoc(doc(db, 'migrations', `own-${a.id}`)),
  'migrations.get-other': (db) => getDoc(doc(db, 'migrations', 'other')),
  'migrations.update-own': (db, a) =>
    updateDoc(doc(db, 'migrations', `own-${a.id}`), { errors: ['edited'] }),
};

/** 20 letters and digits, like the random ids the app gives buckets. */
function randomLikeId(a: MatrixActor) {
  return `NewBucket${a.id.replace(/[^A-Za-z0-9]/g, '')}`.padEnd(20, '0');
}

/** A bucket as the app makes it. */
/** A bucket as the app creates one: with the claim of its bucket ID, in one batch. */
export function newBucket(db: Firestore, a: MatrixActor, id: string, fields: object = {}) {
  const bucketId = `NEW-${id}`.toUpperCase();
  const batch = writeBatch(db);
  batch.set(doc(db, 'bucketIds', bucketId), { bucket: id });
  batch.set(doc(db, 'ipsBuckets', id), {
    id,
    bucketId,
    name: 'New',
    isActive: true,
    courseIds: ['course-1'],
    teacherIds: [me(a)],
    createdBy: me(a),
    createdAt: now(),
    updatedAt: now(),
    ...fields,
  });
  return batch.commit();
}

/** A to-do as the To-Do Manager writes it. */
export function newTodo(teacherId: string) {
  return {
    teacherId,
    title: 'Plan',
    notes: '',
    status: 'pending',
    dueDate: null,
    bucketId: null,
    submissionId: null,
    createdAt: now(),
    updatedAt: now(),
  };
}

/** The enrolled buckets an actor's progress must carry: its session's or its profile's. */
function enrolled(a: MatrixActor): readonly string[] {
  return a.id === 'session-user' ? [MATRIX_BUCKETS.taught.id] : (a.profile?.enrolledCourses ?? []);
}

function setProgress(
  db: Firestore,
  learnerId: string,
  bucketIds: readonly string[],
  changes: Record<string, unknown> = {},
) {
  const fields = { ...progress(learnerId, bucketIds), updatedAt: now(), ...changes };
  return setDoc(doc(db, 'courseProgress', `${learnerId}__${String(fields.courseId)}`), fields);
}

function newCode(db: Firestore, a: MatrixActor, bucketId: string) {
  const id = `NEW-${a.id}-${bucketId}`;
  return setDoc(doc(db, 'accessCodes', id), {
    code: id,
    bucketId,
    description: 'Autumn cohort',
    expiryDate: Timestamp.fromMillis(Date.now() + DAY),
    usesLeft: 10,
    createdBy: me(a),
    createdAt: now(),
    active: true,
  });
}

/** Queries the enrolled-bucket listener makes: document id in the enrolled list. */
export function enrolledBucketsQuery(db: Firestore, bucketIds: string[]) {
  return getDocs(query(collection(db, 'ipsBuckets'), where(documentId(), 'in', bucketIds)));
}
