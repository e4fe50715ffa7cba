import { MATRIX_S1000D } from '#access/matrix-s1000d.ts';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { accessSummary, roleDocument } from '#access/access-summary.ts';
import {
  MATRIX_ACTORS,
  MATRIX_BUCKETS,
  MATRIX_ROLES,
  uidOf,
  type ActorId,
} from '#access/matrix-actors.ts';
import { brdpDocuments } from './matrix-brdp.ts';
import { patternDocuments } from './matrix-patterns.ts';
import { schemaSetDocuments } from './matrix-schema-sets.ts';
import { steDocuments } from './matrix-ste.ts';
import { s1000dDocuments } from './matrix-s1000d-seed.ts';

/** bucket-a's bucket ID, claimed in the seed (decision 1101). */
export const TAKEN_BUCKET_ID = MATRIX_BUCKETS.taught.id.toUpperCase();

export const NOW = Date.now();
export const at = (offsetMs: number) => Timestamp.fromMillis(NOW + offsetMs);
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

export const PROJECT_COLLECTIONS = ['pbsProjects', 'plmData', 'ipsProjects', 'ipsProjectDrafts'];
export const SHARED_SESSION = 'session_sharedHolder00000000000000';
export const codeExpiry = at(DAY);

export const DELETED_SESSION = 'session_deletedHolder0000000000000';
/** A bucket nobody teaches any more, and a learner who has left bucket-a. */
export const FORMER_BUCKET = 'bucket-d';
export const LEFT_LEARNER = 'uid-left-learner';
/** Progress documents other learners wrote, named by whose buckets they carry. */
export const PROGRESS_LEARNERS = {
  'uid-taught-learner': [MATRIX_BUCKETS.taught.id],
  'uid-second-learner': [MATRIX_BUCKETS.other.id, MATRIX_BUCKETS.taught.id],
  'uid-other-learner': [MATRIX_BUCKETS.other.id],
} as const;

export const ids = {
  deleteUser: (actor: string) => `uid-delete-${actor}`,
  /** Profiles the escalation rows act on (issue 14). */
  plainTarget: (actor: string) => `uid-plain-${actor}`,
  adminTarget: (actor: string) => `uid-sysadmin-${actor}`,
  namedAdminTarget: (actor: string) => `uid-named-${actor}`,
  retiredAdminTarget: (actor: string) => `uid-retired-admin-${actor}`,
  deleteAdminTarget: (actor: string) => `uid-deladmin-${actor}`,
  refreshTarget: (actor: string) => `uid-refresh-${actor}`,
  legacyTarget: (actor: string) => `uid-legacy-${actor}`,
  spareRole: (actor: string) => `spare-${actor}`,
  approveRequest: (actor: string) => `req-approve-${actor}`,
  rejectRequest: (actor: string) => `req-reject-${actor}`,
  expiredSession: (actor: string) => `session_expired_${actor}_0000000000`,
  liveSession: (actor: string) => `session_live_${actor}_00000000000000`,
  openCode: (actor: string) => `OPEN-${actor}-code`,
  deleteCode: (actor: string) => `DEL-${actor}-code`,
  formerCode: (actor: string) => `FORMER-${actor}-code`,
  deleteBucket: (actor: string) => `bucket-del-${actor}`,
  deleteTodo: (actor: string) => `todo-del-${actor}`,
  ownTodo: (actor: string) => `todo-own-${actor}`,
  configProject: (actor: string) => `cfgproj-${actor}`,
  giftProject: (actor: string) => `giftproj-${actor}`,
  victimProject: (actor: string) => `victim-${actor}`,
  ownDeletedTodo: (actor: string) => `todo-owndel-${actor}`,
  enrolUser: (actor: string) => `uid-enrol-${actor}`,
  removeMember: (actor: string) => `uid-remove-${actor}`,
  deleteAssignment: (actor: string) => `assign-del-${actor}`,
  /** Whose progress an actor writes as its own: a session user holds the shared session. */
  learner: (actor: ActorId) => (actor === 'session-user' ? SHARED_SESSION : uidOf(actor)),
};

/** The seeded assignments: learners submit to assign-1; the student's work on assign-2 is seeded. */
export const ASSIGNMENT = 'assign-1';
export const SUBMITTED = `${uidOf('student')}__assign-2`;

type Write = [path: string, data: Record<string, unknown>];

/** A role nobody holds, for the role rows to edit and delete. */
export function spareRole(id: string, name = 'Spare') {
  return roleDocument({
    id,
    name,
    description: '',
    permissions: {},
    isSystem: false,
    isActive: true,
  });
}

/** A stored profile: the app's fields, with the access summary of its roles (decision 220). */
function profile(uid: string, fields: Record<string, unknown> = {}) {
  const assignedRoles = (fields.assignedRoles as string[] | undefined) ?? [];
  const isSystemAdmin = (fields.isSystemAdmin as boolean | undefined) ?? false;
  return {
    uid,
    email: `${uid}@example.com`,
    courseId: null,
    pin: null,
    name: uid,
    displayName: uid,
    enrolledCourses: [],
    assignedRoles: [],
    selectedRole: null,
    isSystemAdmin: false,
    active: true,
    mustChangePassword: false,
    createdAt: at(-DAY),
    lastLogin: null,
    updatedAt: at(-DAY),
    access: accessSummary({ assignedRoles, isSystemAdmin }, MATRIX_ROLES),
    ...fields,
  };
}

function code(id: string, fields: Record<string, unknown> = {}) {
  return {
    code: id,
    bucketId: MATRIX_BUCKETS.taught.id,
    description: 'Spring cohort',
    expiryDate: codeExpiry,
    usesLeft: 100,
    createdBy: uidOf('teacher'),
    createdAt: at(-DAY),
    active: true,
    ...fields,
  };
}

function session(id: string, expiresAt: Timestamp) {
  return {
    uid: id,
    name: 'Guest',
    displayName: 'Guest',
    enrolledCourses: [MATRIX_BUCKETS.taught.id],
    accessCode: 'TEACHER-code',
    accessCodeDescription: 'Spring cohort',
    accessCodeExpiryDate: codeExpiry,
    expiresAt,
    createdAt: at(-DAY),
    lastLogin: at(-DAY),
    deleted: false,
  };
}

function course(id: string, status: 'active' | 'inactive') {
  return {
    id,
    name: id.toUpperCase(),
    description: 'A course',
    status,
    enrolledStudents: 0,
    accessLevel: status === 'active' ? 'full' : 'none',
    lastUpdated: '2026-11-01',
    icon: 'book-open',
    color: 'primary',
    features: ['Data modules'],
    createdBy: 'system',
    createdAt: at(-DAY),
  };
}

function bucket(id: string, teacherIds: readonly string[], isActive = true) {
  return {
    id,
    bucketId: id.toUpperCase(),
    name: id,
    isActive,
    teacherIds: [...teacherIds],
    courseIds: [],
  };
}

function bucketWithCode(id: string, teacherIds: readonly string[], isActive = true): Write[] {
  return [[`ipsBuckets/${id}`, bucket(id, teacherIds, isActive)]];
}

function member(learnerId: string, kind: 'session' | 'account') {
  return { learnerId, name: learnerId, kind, joinedAt: at(-DAY) };
}

function assignment(title: string) {
  return {
    title,
    instructions: 'Write it up.',
    dueDate: at(DAY),
    courseId: null,
    createdBy: uidOf('teacher'),
    createdAt: at(-DAY),
  };
}

/** Buckets with their members, assignments and the student's one submission. */
function classDocuments(): Write[] {
  const { taught, other, inactive } = MATRIX_BUCKETS;
  const student = uidOf('student');
  return [
    ...bucketWithCode(taught.id, taught.teacherIds),
    ...bucketWithCode(other.id, other.teacherIds),
    ...bucketWithCode(inactive.id, inactive.teacherIds, false),
    // The bucket the course teachers taught before they were taken off it (issue 14).
    ...bucketWithCode(FORMER_BUCKET, []),
    ...[taught.id, inactive.id].map((b): Write => [
      `ipsBuckets/${b}/members/${student}`,
      member(student, 'account'),
    ]),
    ...['uid-taught-learner', 'uid-second-learner'].map((learner): Write => [
      `ipsBuckets/${taught.id}/members/${learner}`,
      member(learner, 'account'),
    ]),
    ...[taught.id, other.id, inactive.id].flatMap((b): Write[] => [
      [`ipsBuckets/${b}/assignments/${ASSIGNMENT}`, assignment('Essay')],
      [`ipsBuckets/${b}/assignments/assign-2`, assignment('Report')],
    ]),
    [
      `ipsBuckets/${taught.id}/submissions/${SUBMITTED}`,
      {
        learnerId: student,
        learnerName: 'Student',
        assignmentId: 'assign-2',
        text: 'My report',
        submittedAt: at(-MINUTE),
        status: 'submitted',
        feedback: '',
        reviewedAt: null,
        reviewedBy: null,
      },
    ],
  ];
}

export function progress(learnerId: string, bucketIds: readonly string[]) {
  return {
    learnerId,
    courseId: 's1000d',
    bucketIds: [...bucketIds],
    completedLessonIds: ['data-modules'],
    answers: { 'data-modules:q1': { choice: 'b', correct: true } },
    answeredKeys: ['data-modules:q1'],
    lessonCount: 9,
    updatedAt: at(-DAY),
  };
}

/** A to-do as the To-Do Manager writes it. */
function todo(teacherId: string) {
  return {
    teacherId,
    title: 'Mark',
    notes: '',
    status: 'pending',
    dueDate: null,
    bucketId: null,
    submissionId: null,
    createdAt: at(-DAY),
    updatedAt: at(-DAY),
  };
}

function request(email: string, status = 'pending') {
  return { email, fullName: 'Ana Lima', company: 'Acme', status, requestedAt: at(-DAY) };
}

function guard(status: string, requestId: string, recent: Timestamp[], last: Timestamp) {
  return { status, requestId, recent, lastRequestedAt: last };
}

function configuration(projectId: string, ownerId: string) {
  return { ownerId, projectId, models: [], createdAt: at(-DAY), updatedAt: at(-DAY) };
}

function importMarker(ownerId: string) {
  return {
    ownerId,
    paths: 'pbsProjects/x',
    committed: 0,
    createdAt: at(-DAY),
    updatedAt: at(-DAY),
  };
}

/** The reading position the matrix reads, deletes or rewrites: one per reader. */
/** A project every active user reads (the rules check the reader may read it, decision 1501). */
export const READING_PROJECT = MATRIX_S1000D.open.id;
export const READING_PUBLICATION = 'PMC-TIDEWELL-7TDW1-00001-00_EN-US';
export const readingPositionOf = (uid: string) =>
  `${uid}__${READING_PROJECT}__${READING_PUBLICATION}`;
export function readingPosition(uid: string, extra: Record<string, unknown> = {}) {
  return {
    uid,
    projectId: READING_PROJECT,
    projectName: 'Pump manuals',
    publicationKey: READING_PUBLICATION,
    publicationCode: 'PMC-TIDEWELL-7TDW1-00001-00',
    publicationTitle: 'Operation and maintenance manual',
    objectKey: 'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US',
    objectTitle: 'Impeller - Remove procedure',
    updatedAt: at(-DAY),
    ...extra,
  };
}

/** Everything every matrix row needs; per-actor documents where a write changes state. */
function matrixDocuments(): Write[] {
  const writes: Write[] = [];
  for (const role of MATRIX_ROLES) writes.push([`roles/${role.id}`, roleDocument(role)]);
  writes.push(['roles/spare', spareRole('spare')]);
  writes.push(['users/uid-other', profile('uid-other')]);
  writes.push(['courses/course-1', course('course-1', 'active')]);
  writes.push(...s1000dDocuments());
  writes.push(...brdpDocuments());
  writes.push(...patternDocuments());
  writes.push(...schemaSetDocuments());
  writes.push([`bucketIds/${TAKEN_BUCKET_ID}`, { bucket: MATRIX_BUCKETS.taught.id }]);
  writes.push(...steDocuments());
  writes.push(['courses/s1000d', course('s1000d', 'active')]);
  writes.push(['courses/s2000m', course('s2000m', 'inactive')]);
  writes.push([
    `sessions/${DELETED_SESSION}`,
    { ...session(DELETED_SESSION, at(DAY)), deleted: true },
  ]);
  writes.push([`readingPositions/${readingPositionOf('uid-other')}`, readingPosition('uid-other')]);
  for (const [learner, bucketIds] of Object.entries(PROGRESS_LEARNERS)) {
    writes.push([`courseProgress/${learner}__s1000d`, progress(learner, bucketIds)]);
  }
  writes.push(...classDocuments());
  writes.push(['accessCodes/TEACHER-code', code('TEACHER-code')]);
  // A learner the teachers' bucket had: its progress still names bucket-a.
  writes.push([
    `courseProgress/${LEFT_LEARNER}__s1000d`,
    progress(LEFT_LEARNER, [MATRIX_BUCKETS.taught.id]),
  ]);
  writes.push(['accessCodes/EXPIRED-code', code('EXPIRED-code', { expiryDate: at(-DAY) })]);
  writes.push([`sessions/${SHARED_SESSION}`, session(SHARED_SESSION, at(DAY))]);
  writes.push(['todos/todo-teacher', todo(uidOf('teacher'))]);
  writes.push(['accountRequests/req-pending', request('pending@example.com')]);
  writes.push([
    'accountRequestGuards/pending@example.com',
    guard('pending', 'req-pending', [], at(-60 * MINUTE)),
  ]);
  // Pending as P.Ending@gmail.com: its guard is keyed without dots (decision 221).
  writes.push(['accountRequests/req-gmail', request('p.ending@gmail.com')]);
  writes.push([
    'accountRequestGuards/pending@gmail.com',
    guard('pending', 'req-gmail', [], at(-60 * MINUTE)),
  ]);
  writes.push(['accountRequests/req-approved', request('approved@example.com', 'approved')]);
  writes.push([
    'accountRequestGuards/approved@example.com',
    guard('approved', 'req-approved', [], at(-60 * MINUTE)),
  ]);
  for (const collection of [...PROJECT_COLLECTIONS, 'migrations']) {
    writes.push([`${collection}/other`, { name: 'Other', ownerId: 'uid-owner' }]);
  }
  writes.push(['productConfigurations/other', configuration('other', 'uid-owner')]);
  writes.push(['projectImports/other', importMarker('uid-owner')]);

  for (const actor of MATRIX_ACTORS) {
    const uid = uidOf(actor.id);
    if (actor.profile) {
      const {
        enrolledCourses = [],
        assignedRoles = [],
        selectedRole = null,
        isSystemAdmin = false,
        active = true,
      } = actor.profile;
      writes.push([
        `users/${uid}`,
        profile(uid, { enrolledCourses, assignedRoles, selectedRole, isSystemAdmin, active }),
      ]);
    }
    writes.push([`users/${ids.deleteUser(actor.id)}`, profile(ids.deleteUser(actor.id))]);
    const admin = { assignedRoles: ['system-administrator'], isSystemAdmin: true };
    for (const [id, fields] of [
      [ids.plainTarget(actor.id), {}],
      [ids.adminTarget(actor.id), admin],
      [ids.deleteAdminTarget(actor.id), admin],
      [ids.namedAdminTarget(actor.id), { assignedRoles: ['course-admin'] }],
      [ids.retiredAdminTarget(actor.id), { assignedRoles: ['retired-admin'] }],
      [ids.refreshTarget(actor.id), { assignedRoles: ['operator-role'] }],
    ] as const) {
      writes.push([`users/${id}`, profile(id, fields)]);
    }
    const { access: _none, ...legacy } = profile(ids.legacyTarget(actor.id));
    writes.push([`users/${ids.legacyTarget(actor.id)}`, legacy]);
    writes.push([`roles/${ids.spareRole(actor.id)}`, spareRole(ids.spareRole(actor.id))]);
    for (const [id, email] of [
      [ids.approveRequest(actor.id), `approve-${actor.id}@example.com`],
      [ids.rejectRequest(actor.id), `reject-${actor.id}@example.com`],
    ] as const) {
      writes.push([`accountRequests/${id}`, request(email)]);
      writes.push([`accountRequestGuards/${email}`, guard('pending', id, [], at(-DAY))]);
    }
    writes.push([
      `courseProgress/${ids.learner(actor.id)}__s1000d`,
      progress(ids.learner(actor.id), actor.profile?.enrolledCourses ?? []),
    ]);
    writes.push([
      `readingPositions/${readingPositionOf(uidOf(actor.id))}`,
      readingPosition(uidOf(actor.id)),
    ]);
    writes.push([
      `sessions/${ids.expiredSession(actor.id)}`,
      session(ids.expiredSession(actor.id), at(-MINUTE)),
    ]);
    writes.push([
      `sessions/${ids.liveSession(actor.id)}`,
      session(ids.liveSession(actor.id), at(DAY)),
    ]);
    writes.push([`accessCodes/${ids.openCode(actor.id)}`, code(ids.openCode(actor.id))]);
    writes.push([`accessCodes/${ids.deleteCode(actor.id)}`, code(ids.deleteCode(actor.id))]);
    writes.push([
      `accessCodes/${ids.formerCode(actor.id)}`,
      code(ids.formerCode(actor.id), { bucketId: FORMER_BUCKET }),
    ]);
    writes.push([
      `ipsBuckets/${ids.deleteBucket(actor.id)}`,
      bucket(ids.deleteBucket(actor.id), MATRIX_BUCKETS.taught.teacherIds),
    ]);
    const taught = MATRIX_BUCKETS.taught.id;
    writes.push([`users/${ids.enrolUser(actor.id)}`, profile(ids.enrolUser(actor.id))]);
    writes.push([
      `ipsBuckets/${taught}/members/${ids.liveSession(actor.id)}`,
      member(ids.liveSession(actor.id), 'session'),
    ]);
    writes.push([
      `ipsBuckets/${taught}/members/${ids.removeMember(actor.id)}`,
      member(ids.removeMember(actor.id), 'account'),
    ]);
    writes.push([
      `ipsBuckets/${taught}/assignments/${ids.deleteAssignment(actor.id)}`,
      assignment('Old'),
    ]);
    writes.push([`todos/${ids.deleteTodo(actor.id)}`, todo(uidOf('teacher'))]);
    writes.push([`todos/${ids.ownTodo(actor.id)}`, todo(uid)]);
    writes.push([`todos/${ids.ownDeletedTodo(actor.id)}`, todo(uid)]);
    for (const collection of [...PROJECT_COLLECTIONS, 'migrations']) {
      writes.push([`${collection}/own-${actor.id}`, { name: `Own ${actor.id}`, ownerId: uid }]);
      writes.push([`${collection}/del-${actor.id}`, { name: `Del ${actor.id}`, ownerId: uid }]);
    }
    for (const id of [`own-${actor.id}`, `del-${actor.id}`]) {
      writes.push([`productConfigurations/${id}`, configuration(id, uid)]);
      writes.push([`projectImports/${id}`, importMarker(uid)]);
    }
    // PBS projects the configuration rows key their sets by: the actor's, and another owner's.
    writes.push([`pbsProjects/${ids.configProject(actor.id)}`, { name: 'For sets', ownerId: uid }]);
    writes.push([
      `pbsProjects/${ids.giftProject(actor.id)}`,
      { name: 'Gift', ownerId: 'uid-owner' },
    ]);
    writes.push([`pbsProjects/${ids.victimProject(actor.id)}`, { name: 'Victim', ownerId: uid }]);
    // A set keyed by the actor's own project that someone else made before the rules forbade it.
    writes.push([
      `productConfigurations/${ids.victimProject(actor.id)}`,
      configuration(ids.victimProject(actor.id), 'uid-squatter'),
    ]);
  }
  return writes;
}

export async function seedMatrix(env: RulesTestEnvironment) {
  await env.clearFirestore();
  const writes = matrixDocuments();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    for (let i = 0; i < writes.length; i += 400) {
      const batch = writeBatch(db);
      for (const [path, data] of writes.slice(i, i + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}
