import { decideAccountRequest, validateAccountRequest } from './account-request.ts';
import { isActiveProfile, isActiveTeacher, isAdministrator, mayUseArea } from './administrator.ts';
import {
  ACTOR_IDS,
  MATRIX_BUCKETS,
  MATRIX_ROLES,
  TEACHER_ACTORS,
  uidOf,
  type ActorId,
  type MatrixActor,
} from './matrix-actors.ts';
import { STAFF_SIGN_IN_ROLES, type Action, type Area } from './model.ts';
import { BRDP_ROWS } from './matrix-brdp-rows.ts';
import { PATTERN_ROWS } from './matrix-pattern-rows.ts';
import { SCHEMA_SET_ROWS } from './matrix-schema-set-rows.ts';
import { STE_ROWS } from './matrix-ste-rows.ts';
import { S1000D_ROWS } from './matrix-s1000d-rows.ts';
import { SHAPE_ROWS } from './matrix-shape-rows.ts';
import { BOUND_ROWS } from './matrix-bound-rows.ts';
import { ADMIN_VALUE_ROWS } from './matrix-admin-value-rows.ts';
import { holdsSignInRole } from './sign-in-roles.ts';

/**
 * One row of the access matrix: who may do `operation` on `collection`.
 * `allowed` is what firestore.rules must do (tests/rules assert every cell);
 * `decide`, where the interface makes the same decision, is src/access's
 * answer and must agree (src/access/access-matrix.test.ts).
 */
export type MatrixRow = {
  id: string;
  collection: string;
  operation: string;
  allowed: readonly ActorId[];
  decide?: (actor: MatrixActor) => boolean;
};

// One actor a staff role, named as the role.
const STAFF = STAFF_SIGN_IN_ROLES satisfies readonly ActorId[];
const ADMINS = [
  'administrator',
  'named-admin',
  'named-admin-5',
  'steward',
  'system-admin',
] as const satisfies readonly ActorId[];
const ENGINEERS = ['ips-engineer', 'ips-engineer-5'] as const satisfies readonly ActorId[];
const MANAGERS = ['user-manager', 'user-manager-5'] as const satisfies readonly ActorId[];
const SIGNED_IN = [
  'student',
  ...STAFF,
  'ips-engineer-5',
  ...TEACHER_ACTORS,
  ...MANAGERS,
  ...ADMINS,
  'inactive-role',
] as const satisfies readonly ActorId[];
/**
 * Whoever is signed in with a password reads (and deletes) what is keyed by their own uid, with
 * a profile or without one yet (the bootstrap reads its own missing profile at the first run).
 */
const OWN_DATA = [...SIGNED_IN, 'deactivated', 'bootstrap-address'] as const;
/** Active profiles holding an active role, plus the system admin (an administrator). */
const TEACHERS = [...STAFF, 'ips-engineer-5', ...TEACHER_ACTORS, ...MANAGERS, ...ADMINS] as const;
const EVERYONE = ACTOR_IDS;
const NOBODY: readonly ActorId[] = [];
const USER_MANAGERS = [...MANAGERS, ...ADMINS] as const;
/** The course teachers (one to five roles each) teach bucket-a; administrators manage all. */
const TEACHER_AND_ADMINS = [...TEACHER_ACTORS, ...ADMINS] as const;
/** Only the first course teacher made the seeded code and holds the seeded to-do. */
const FIRST_TEACHER_AND_ADMINS = ['teacher', ...ADMINS] as const;
const STUDENT_TEACHER_ADMINS = ['student', ...TEACHER_AND_ADMINS] as const;
const MEMBERS = 'ipsBuckets/members';
const ASSIGNMENTS = 'ipsBuckets/assignments';
const SUBMISSIONS = 'ipsBuckets/submissions';
const PBS_VIEW = [
  ...ENGINEERS,
  'maintainer',
  'operator',
  'customer-support',
  'data-analyst',
] as const;
const IPS_VIEW = [...PBS_VIEW, 's1000d-viewer'] as const;

const roles = MATRIX_ROLES;
const area = (a: Area, action: Action) => (actor: MatrixActor) =>
  mayUseArea(actor.profile, roles, a, action);
const admin = (actor: MatrixActor) => isAdministrator(actor.profile, roles);
const active = (actor: MatrixActor) => isActiveProfile(actor.profile);
const teacherOrAdmin = (actor: MatrixActor) =>
  isActiveTeacher(actor.profile, roles) || isAdministrator(actor.profile, roles);
const teachesBucketA = (actor: MatrixActor) =>
  admin(actor) ||
  (isActiveTeacher(actor.profile, roles) &&
    (MATRIX_BUCKETS.taught.teacherIds as readonly string[]).includes(uidOf(actor.id)));
const readsA = (a: MatrixActor) =>
  teachesBucketA(a) ||
  (active(a) && !!a.profile?.enrolledCourses?.includes(MATRIX_BUCKETS.taught.id));
const always = (value: boolean) => () => value;

function row(
  collection: string,
  key: string,
  operation: string,
  allowed: readonly ActorId[],
  decide?: (actor: MatrixActor) => boolean,
): MatrixRow {
  return {
    id: `${collection}.${key}`,
    collection,
    operation,
    allowed,
    ...(decide ? { decide } : {}),
  };
}

const now = new Date('2025-01-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const validRequest = { email: 'new@example.com', fullName: 'Ana Lima', company: 'Acme' };
const requestAllowed = (guard: Parameters<typeof decideAccountRequest>[0]) => () =>
  validateAccountRequest(validRequest) === null && decideAccountRequest(guard, now).allowed;

/** A request for this address, valid otherwise, as src/access judges it. */
const addressValid = (email: string) => () =>
  validateAccountRequest({ ...validRequest, email }) === null;

/**
 * One person, one guard (decision 221): variants of an address that only differ by a +tag,
 * Gmail dots, a trailing dot, a look-alike letter or an invisible character never make a
 * second pending request, however the guard is written.
 */
function addressRows() {
  return [
    row(
      'accountRequests',
      'create-tagged-new',
      'create for a new address with a +tag (guard under its key)',
      EVERYONE,
      () => addressValid('fresh+news@example.com')() && requestAllowed(null)(),
    ),
    row(
      'accountRequests',
      'create-tag-variant',
      "create for pending@'s +tag variant, its guard under the variant",
      NOBODY,
    ),
    row(
      'accountRequests',
      'create-tag-variant-keyed',
      "create for pending@'s +tag variant, its guard under the key",
      NOBODY,
      requestAllowed({ status: 'pending', recent: [minutesAgo(60)] }),
    ),
    row(
      'accountRequests',
      'create-gmail-dots',
      'create for a Gmail address pending without its dots',
      NOBODY,
      requestAllowed({ status: 'pending', recent: [minutesAgo(60)] }),
    ),
    row(
      'accountRequests',
      'create-trailing-dot',
      'create for an address whose domain ends in a dot',
      NOBODY,
      addressValid('new@example.com.'),
    ),
    row(
      'accountRequests',
      'create-lookalike',
      'create for an address with a Cyrillic е in the domain',
      NOBODY,
      addressValid('new@\u0435xample.com'),
    ),
    row(
      'accountRequests',
      'create-zero-width',
      'create for an address with a zero-width space inside',
      NOBODY,
      addressValid('ne\u200bw@example.com'),
    ),
    row(
      'accountRequests',
      'create-soft-hyphen',
      'create for an address with a soft hyphen',
      NOBODY,
      addressValid('ne\u00adw@example.com'),
    ),
  ];
}

function projectRows(collection: string, a: Area, viewers: readonly ActorId[], full: boolean) {
  const rows = [
    row(
      collection,
      'create-own',
      'create with ownerId = self',
      [...ENGINEERS, ...ADMINS],
      area(a, 'create'),
    ),
    row(collection, 'get-own', 'get own', [...viewers, ...ADMINS], area(a, 'view')),
    row(collection, 'get-other', "get another owner's", ADMINS, admin),
  ];
  if (!full) return rows;
  return [
    ...rows,
    row(
      collection,
      'list-own',
      'list where ownerId == self',
      [...viewers, ...ADMINS],
      area(a, 'view'),
    ),
    row(
      collection,
      'update-own',
      'update own',
      a === 'pbs-projects' ? [...ENGINEERS, 'maintainer', ...ADMINS] : [...ENGINEERS, ...ADMINS],
      area(a, 'edit'),
    ),
    row(collection, 'delete-own', 'delete own', [...ENGINEERS, ...ADMINS], area(a, 'delete')),
    row(collection, 'list-all', 'list all', ADMINS, admin),
    row(collection, 'update-other', "update another owner's", ADMINS, admin),
    row(collection, 'create-for-other', 'create with ownerId = someone else', ADMINS, admin),
  ];
}

/** A PBS project's configuration set: creating one is editing the project (decision 702). */
function configurationRows() {
  const c = 'productConfigurations';
  const editors = [...ENGINEERS, 'maintainer', ...ADMINS] as const;
  const deleters = [...ENGINEERS, ...ADMINS] as const;
  return [
    row(c, 'create-own', 'create for own project', editors, area('pbs-projects', 'edit')),
    row(c, 'create-invalid', 'create with an unknown field', NOBODY, always(false)),
    row(c, 'get-own', 'get own', [...PBS_VIEW, ...ADMINS], area('pbs-projects', 'view')),
    row(c, 'list-own', 'list where ownerId == self', [...PBS_VIEW, ...ADMINS]),
    row(c, 'get-other', "get another owner's", ADMINS, admin),
    row(c, 'update-own', 'update own models', editors, area('pbs-projects', 'edit')),
    row(c, 'update-invalid', 'update own with models neither text nor list', NOBODY, always(false)),
    row(
      c,
      'update-long-models-text',
      'update own with models as a 500,001-character text',
      NOBODY,
      always(false),
    ),
    row(
      c,
      'update-models-list',
      'update own with models as a list (a 100 KB name)',
      NOBODY,
      always(false),
    ),
    row(c, 'delete-own', 'delete own', deleters, area('pbs-projects', 'delete')),
    row(c, 'delete-missing', 'delete one that does not exist', deleters),
    row(c, 'update-other', "update another owner's", ADMINS, admin),
    row(c, 'create-for-other', 'create with ownerId = someone else', ADMINS, admin),
  ];
}

/** The marker of an import too large for one batch (decision 703). */
function importMarkerRows() {
  const m = 'projectImports';
  const exporters = [...ENGINEERS, 'data-analyst', ...ADMINS] as const;
  return [
    row(m, 'create-own', 'create with ownerId = self', exporters, area('project-export', 'create')),
    row(m, 'get-own', 'get own', exporters, area('project-export', 'view')),
    row(m, 'list-own', 'list where ownerId == self', exporters),
    row(m, 'get-other', "get another user's", ADMINS, admin),
    row(m, 'update-own', 'record progress on own', exporters),
    row(m, 'delete-own', 'delete own', exporters),
  ];
}

/**
 * Administrator-like roles (issue 14): only administrators make, unmake or touch
 * an administrator, whichever way it is tried.
 */
function escalationRows() {
  const u = 'users';
  const onlyAdmins = (key: string, operation: string) => row(u, key, operation, ADMINS, admin);
  return [
    onlyAdmins('grant-system-administrator', 'give another the system-administrator role'),
    onlyAdmins('grant-named-admin-role', "give another 'Course ADMIN' (admin by name)"),
    onlyAdmins('grant-steward-role', 'give another a role with user-management admin'),
    onlyAdmins('grant-inactive-admin-role', "give another the inactive 'Retired Admin'"),
    onlyAdmins('grant-admin-role-fifth', "give another 4 reader roles and 'Course ADMIN' fifth"),
    onlyAdmins('demote-admin', 'take system-administrator from an administrator'),
    onlyAdmins('deactivate-admin', 'set an administrator active false'),
    onlyAdmins('demote-deactivate-admin', 'demote and deactivate an administrator in one write'),
    onlyAdmins('unflag-system-admin', 'set an administrator isSystemAdmin false'),
    onlyAdmins('demote-named-admin', "take 'Course ADMIN' from its holder"),
    onlyAdmins('deactivate-named-admin', "deactivate the holder of 'Course ADMIN'"),
    onlyAdmins(
      'deactivate-inactive-admin',
      "deactivate the holder of the inactive 'Retired Admin'",
    ),
    onlyAdmins('delete-admin', 'delete an administrator profile'),
    row(u, 'rewrite-email', "change another user's e-mail", NOBODY, always(false)),
    row(
      u,
      'forge-summary',
      'give operator-role with a summary granting more',
      NOBODY,
      always(false),
    ),
    row(u, 'refresh-summary', "rewrite another's summary as its roles say", USER_MANAGERS),
    row(u, 'legacy-profile', 'assign a role to a profile without a summary', ADMINS, admin),
    row(u, 'assign-missing-role', 'assign operator-role and a deleted role', NOBODY),
  ];
}

/**
 * Every writable collection takes only its own fields, within the limits of
 * src/access/limits.ts; links and keys may not name someone else's document.
 */
function sizeRows() {
  const refused = (collection: string, key: string, operation: string) =>
    row(collection, key, operation, NOBODY, always(false));
  return [
    refused('users', 'rename-own-long', 'set own name to 101 characters'),
    refused('users', 'extra-field', 'add a field to another profile'),
    refused('users', 'long-enrolled', 'give another 51 enrolled buckets'),
    refused('courses', 'edit-long-feature', 'give a course a 101-character feature'),
    refused('courses', 'edit-many-features', 'give a course 13 features'),
    refused('courseProgress', 'write-many-answers', 'save 401 answers'),
    refused('courseProgress', 'write-long-answer', 'save an answer with a 501-character choice'),
    refused(
      'courseProgress',
      'write-unlisted-answer',
      'save a 100 KB answer not named in answeredKeys',
    ),
    refused('courseProgress', 'write-answer-extra-field', 'save an answer with an unknown field'),
    refused('courseProgress', 'write-long-lesson', 'complete a lesson with a 129-character id'),
    refused('accountRequests', 'create-long-message', 'request with a 1,001-character message'),
    refused('sessions', 'rename-long', 'rename a session to over 50 characters'),
    refused('accessCodes', 'create-oversized', 'create a code with 10,001 uses'),
    refused('ipsBuckets', 'create-long-name', 'create a bucket with a 201-character name'),
    refused('ipsBuckets', 'create-extra-field', 'create a bucket with an unknown field'),
    refused(MEMBERS, 'enrol-extra-field', 'enrol an account with an unknown field'),
    refused(ASSIGNMENTS, 'create-long-title', 'create an assignment with a 201-character title'),
    refused(SUBMISSIONS, 'submit-oversized', 'submit 20,001 characters'),
    row(
      SUBMISSIONS,
      'extra-todo',
      'submit with a second to-do for another teacher (administrators make any to-do)',
      ADMINS,
      admin,
    ),
    refused('todos', 'create-huge-field', 'create own to-do with an extra 100 KB field'),
    refused('todos', 'create-long-list', 'create own to-do with a 10,000-entry list'),
    refused('todos', 'create-long-notes', 'create own to-do with 2,001-character notes'),
    row(
      'todos',
      'create-for-taught-bucket',
      'create own to-do linked to bucket-a',
      TEACHER_AND_ADMINS,
    ),
    row('todos', 'create-for-other-bucket', 'create own to-do linked to bucket-b', ADMINS, admin),
    refused('pbsProjects', 'create-long-name', 'create with a 201-character name'),
    row(
      'ipsProjects',
      'create-linked-own',
      'create linked to own PBS project',
      [...ENGINEERS, ...ADMINS],
      area('ips-projects', 'create'),
    ),
    refused('ipsProjects', 'create-linked-other', "create linked to another owner's PBS project"),
    refused('ipsProjectDrafts', 'create-linked-other', "create linked to another's PBS project"),
    refused(
      'productConfigurations',
      'create-for-others-project',
      "create own set keyed by another owner's PBS project",
    ),
    row(
      'productConfigurations',
      'delete-squatted',
      "delete a set someone else keyed by one's own PBS project",
      [...ENGINEERS, ...ADMINS],
      area('pbs-projects', 'delete'),
    ),
    refused('projectImports', 'create-long-path', 'create a marker with a 101-character id'),
    refused('projectImports', 'create-path-list', 'create a marker with 10,000 paths as a list'),
    refused('migrations', 'create-long-error', 'create own record with a 501-character error'),
    refused('migrations', 'create-many-errors', 'create own record with 10,000 errors'),
    refused('migrations', 'create-many-keys', 'create own record naming 10,000 localStorage keys'),
  ];
}

export const ACCESS_MATRIX: readonly MatrixRow[] = [
  row('users', 'get-own', 'get own profile', OWN_DATA),
  row('users', 'rename-own', 'update own name and displayName', SIGNED_IN, active),
  row(
    'users',
    'select-ips-engineer',
    'set own selectedRole ips-engineer',
    [...ENGINEERS, 'system-admin'],
    (a) => active(a) && holdsSignInRole(a.profile!, 'ips-engineer'),
  ),
  row(
    'users',
    'select-admin',
    'set own selectedRole admin',
    ['administrator', 'system-admin'],
    (a) => active(a) && holdsSignInRole(a.profile!, 'admin'),
  ),
  row('users', 'clear-selected-role', 'set own selectedRole null', SIGNED_IN, active),
  row('users', 'password-changed', 'set own mustChangePassword false', SIGNED_IN, active),
  row('users', 'own-roles', 'change own assignedRoles', NOBODY, always(false)),
  row('users', 'own-system-admin', 'set own isSystemAdmin', NOBODY, always(false)),
  row('users', 'own-courses', 'change own enrolledCourses', NOBODY, always(false)),
  row('users', 'own-active', 'set own active true', NOBODY, always(false)),
  row('users', 'get-other', 'get another profile', USER_MANAGERS, area('user-management', 'view')),
  row('users', 'list', 'list profiles', USER_MANAGERS, area('user-management', 'view')),
  row(
    'users',
    'create',
    'create a profile (no admin rights)',
    USER_MANAGERS,
    area('user-management', 'create'),
  ),
  row(
    'users',
    'assign-role',
    "change another's assignedRoles",
    USER_MANAGERS,
    area('user-management', 'edit'),
  ),
  row(
    'users',
    'deactivate',
    'set another active false',
    USER_MANAGERS,
    area('user-management', 'edit'),
  ),
  row('users', 'make-system-admin', 'set another isSystemAdmin true', ADMINS, admin),
  ...escalationRows(),
  row('users', 'delete', 'delete another profile', ADMINS, area('user-management', 'delete')),

  row('roles', 'list', 'list roles', SIGNED_IN, active),
  row('roles', 'create', 'create a role', ADMINS, admin),
  row('roles', 'update', 'update a role', ADMINS, admin),
  row('roles', 'rename-into-admin', "rename a role 'Admin Helpers'", ADMINS, admin),
  row('roles', 'grant-um-admin', 'give a role user-management admin', ADMINS, admin),
  row('roles', 'create-invalid', 'create a role whose grants disagree with its flags', NOBODY),
  row('roles', 'create-oversized', 'create a role with a 501-character description', NOBODY),
  row('roles', 'delete-custom', 'delete a non-system role', ADMINS, admin),
  row('roles', 'delete-system', 'delete a system role', NOBODY, always(false)),
  row('courses', 'list', 'list courses', EVERYONE, always(true)),
  row('courses', 'create', 'create a valid course', ADMINS, admin),
  row('courses', 'edit', 'edit name, status, access level and features', ADMINS, admin),
  row('courses', 'edit-invalid', 'set status archived', NOBODY, always(false)),
  row('courses', 'edit-created-by', 'change createdBy', NOBODY, always(false)),

  row('courseProgress', 'write-own', 'set own progress (session user: its live session id)', [
    'session-user',
    ...SIGNED_IN,
  ]),
  row('courseProgress', 'write-expired-session', "set an expired session's progress", NOBODY),
  row('courseProgress', 'write-deleted-session', "set a deleted session's progress", NOBODY),
  row('courseProgress', 'write-other', "set another learner's progress", NOBODY),
  row('courseProgress', 'write-inactive-course', 'set own progress in an inactive course', NOBODY),
  row('courseProgress', 'write-bad-shape', 'set own progress with an extra field', NOBODY),
  row('courseProgress', 'write-wrong-buckets', 'set own progress naming bucket-b', NOBODY),
  row('courseProgress', 'get-own', 'get own progress', ['session-user', ...OWN_DATA]),
  row(
    'courseProgress',
    'get-taught',
    "get a learner's progress whose bucketIds[0] is bucket-a",
    TEACHER_AND_ADMINS,
    teachesBucketA,
  ),
  row(
    'courseProgress',
    'get-second-bucket',
    "get a learner's progress whose bucketIds[1] is bucket-a",
    TEACHER_AND_ADMINS,
    teachesBucketA,
  ),
  row('courseProgress', 'get-other', "get a bucket-b learner's progress", ADMINS, admin),
  row('courseProgress', 'list', 'list all progress', ADMINS, admin),
  row(
    'courseProgress',
    'get-left-learner',
    "get a learner's progress who left bucket-a",
    ADMINS,
    admin,
  ),
  row('courseProgress', 'delete-own', 'delete own progress', NOBODY, always(false)),

  row('readingPositions', 'write-own', 'set own reading position', SIGNED_IN),
  row('readingPositions', 'write-other', "set another reader's position", NOBODY),
  row('readingPositions', 'write-bad-shape', 'set own position with an extra field', NOBODY),
  row(
    'readingPositions',
    'write-wrong-id',
    'set own position under an id its fields do not give',
    NOBODY,
  ),
  row('readingPositions', 'write-oversized', 'set own position with a 301-character title', NOBODY),
  row('readingPositions', 'write-client-time', "set own position with the browser's clock", NOBODY),
  row('readingPositions', 'get-own', 'get own reading position', OWN_DATA),
  row('readingPositions', 'get-other', "get another reader's position", NOBODY),
  row('readingPositions', 'list-own', 'list own reading positions', OWN_DATA),
  row('readingPositions', 'list-all', 'list every reading position', NOBODY),
  row('readingPositions', 'delete-own', 'delete own reading position', OWN_DATA),

  row(
    'accountRequests',
    'create',
    'create a valid pending request with its guard',
    EVERYONE,
    requestAllowed(null),
  ),
  row(
    'accountRequests',
    'create-without-guard',
    'create a request without writing the guard',
    NOBODY,
  ),
  row(
    'accountRequests',
    'create-pending',
    'create while a request is pending',
    NOBODY,
    requestAllowed({ status: 'pending', recent: [minutesAgo(60)] }),
  ),
  row(
    'accountRequests',
    'create-approved',
    'create after approval',
    NOBODY,
    requestAllowed({ status: 'approved', recent: [minutesAgo(60)] }),
  ),
  row(
    'accountRequests',
    'create-too-many',
    'create a 4th within 5 minutes',
    NOBODY,
    requestAllowed({ status: 'rejected', recent: [minutesAgo(4), minutesAgo(3), minutesAgo(2)] }),
  ),
  row(
    'accountRequests',
    'create-invalid',
    'create with a digit in the name',
    NOBODY,
    () => validateAccountRequest({ ...validRequest, fullName: 'Ana 2' }) === null,
  ),
  ...addressRows(),
  row('accountRequests', 'list', 'list requests', ADMINS, admin),
  row('accountRequests', 'approve', 'approve a pending request (and its guard)', ADMINS, admin),
  row('accountRequests', 'reject', 'reject a pending request (and its guard)', ADMINS, admin),
  row('accountRequests', 'decide-again', 'reject an approved request', NOBODY, always(false)),
  row('accountRequestGuards', 'get', 'get a guard by e-mail', EVERYONE),
  row('accountRequestGuards', 'list', 'list guards', NOBODY),

  row(
    'sessions',
    'redeem',
    'create by redeeming a valid code under session_{own anonymous uid}, joining its bucket (batch)',
    ['anonymous'],
  ),
  row('sessions', 'create-without-code', 'create without the code decrement', NOBODY),
  row('sessions', 'redeem-without-member', 'redeem without joining the bucket', NOBODY),
  row('sessions', 'redeem-expired', 'redeem an expired code', NOBODY),
  row('sessions', 'redeem-chosen-id', 'redeem under a chosen id (session_aaaa…)', NOBODY),
  row(
    'sessions',
    'redeem-generated-shape',
    "redeem under a chosen id of the old generator's shape, not the own anonymous uid",
    NOBODY,
  ),
  row('sessions', 'get', 'get by id', EVERYONE),
  row('sessions', 'list', 'list', NOBODY),
  row('sessions', 'rename', 'update name', EVERYONE),
  row('sessions', 'retire-expired', 'set deleted on an expired session', EVERYONE),
  row('sessions', 'retire-unexpired', 'set deleted on an unexpired session', ADMINS),
  row('sessions', 'extend', 'change expiresAt', ADMINS),

  row('accessCodes', 'get', 'get by code', EVERYONE),
  row('accessCodes', 'list-all', 'list all', ADMINS),
  row('accessCodes', 'list-taught', 'list where bucketId == bucket-a', TEACHER_AND_ADMINS),
  row('accessCodes', 'list-own', 'list where createdBy == self (any bucket)', ADMINS, admin),
  row(
    'accessCodes',
    'create-taught',
    'create for a bucket they teach',
    TEACHER_AND_ADMINS,
    teachesBucketA,
  ),
  row('accessCodes', 'create-other', "create for someone else's bucket", ADMINS, admin),
  row(
    'accessCodes',
    'deactivate',
    "deactivate the first teacher's bucket-a code",
    TEACHER_AND_ADMINS,
  ),
  row('accessCodes', 'delete', "delete the first teacher's bucket-a code", TEACHER_AND_ADMINS),
  row('accessCodes', 'list-former', 'list the codes of a bucket they no longer teach', ADMINS),
  row('accessCodes', 'extend-former', 'give such a code 1,000 uses and a year', ADMINS),
  row('accessCodes', 'delete-former', 'delete such a code', ADMINS),
  row('accessCodes', 'decrement', 'decrement usesLeft without a session', NOBODY),

  row('ipsBuckets', 'get-by-id', 'get bucket-b by its id', EVERYONE),
  row('ipsBuckets', 'list-enrolled', 'list where id in [bucket-a]', STUDENT_TEACHER_ADMINS, readsA),
  row('ipsBuckets', 'list-other', 'list where id in [bucket-b]', ADMINS, admin),
  row('ipsBuckets', 'list-taught', 'list where teacherIds contains self', TEACHERS, teacherOrAdmin),
  row('ipsBuckets', 'list-all', 'list all', ADMINS, admin),
  row('ipsBuckets', 'create', 'create with self in teacherIds', TEACHERS, teacherOrAdmin),
  row('ipsBuckets', 'create-short-id', 'create with a guessable id', NOBODY, always(false)),
  row('ipsBuckets', 'update', 'rename bucket-a', TEACHER_AND_ADMINS, teachesBucketA),
  row(
    'ipsBuckets',
    'create-taken-id',
    "create a bucket with bucket-a's bucket ID, taking its claim",
    NOBODY,
    always(false),
  ),
  row('bucketIds', 'get', "read the claim of bucket-a's bucket ID", TEACHERS, teacherOrAdmin),
  row(
    'ipsBuckets',
    'delete',
    'delete a bucket the teacher teaches',
    TEACHER_AND_ADMINS,
    teachesBucketA,
  ),

  row(
    MEMBERS,
    'get-student',
    "get the student's membership of bucket-a",
    STUDENT_TEACHER_ADMINS,
    readsA,
  ),
  row(MEMBERS, 'list', 'list the members of bucket-a', TEACHER_AND_ADMINS, teachesBucketA),
  row(
    MEMBERS,
    'enrol-account',
    'enrol an account (profile enrolledCourses + member, batch)',
    USER_MANAGERS,
    area('user-management', 'edit'),
  ),
  row(MEMBERS, 'enrol-without-profile', 'create an account member alone', NOBODY, always(false)),
  row(MEMBERS, 'join-without-session', 'create a session member without redeeming', NOBODY),
  row(MEMBERS, 'remove', 'remove a member of bucket-a', TEACHER_AND_ADMINS, teachesBucketA),

  row(ASSIGNMENTS, 'list', "list bucket-a's assignments (id holders)", EVERYONE),
  row(ASSIGNMENTS, 'create', 'create in bucket-a', TEACHER_AND_ADMINS, teachesBucketA),
  row(ASSIGNMENTS, 'create-other', 'create in bucket-b', ADMINS, admin),
  row(ASSIGNMENTS, 'update', 'edit one in bucket-a', TEACHER_AND_ADMINS, teachesBucketA),
  row(ASSIGNMENTS, 'delete', 'delete one in bucket-a', TEACHER_AND_ADMINS, teachesBucketA),

  row(
    SUBMISSIONS,
    'submit-account',
    'submit own work to bucket-a with a to-do for its teacher (batch)',
    ['student'],
  ),
  row(
    SUBMISSIONS,
    'submit-session',
    "submit as a member session (holding its id), with the teacher's to-do",
    EVERYONE,
  ),
  row(SUBMISSIONS, 'submit-inactive', 'submit own work to inactive bucket-c', NOBODY),
  row(SUBMISSIONS, 'submit-non-member', 'submit own work to bucket-b (not a member)', NOBODY),
  row(
    SUBMISSIONS,
    'todo-for-non-teacher',
    'submit with a to-do for someone not teaching bucket-a',
    NOBODY,
  ),
  row(SUBMISSIONS, 'get-student', "get the student's submission", STUDENT_TEACHER_ADMINS),
  row(SUBMISSIONS, 'list', "list bucket-a's submissions", TEACHER_AND_ADMINS, teachesBucketA),
  row(SUBMISSIONS, 'review', "review the student's submission", TEACHER_AND_ADMINS, teachesBucketA),

  row('todos', 'create-own', 'create with teacherId = self', TEACHERS, teacherOrAdmin),
  row(
    'todos',
    'create-for-teacher',
    "create bucket-a's first teacher's to-do without a submission",
    FIRST_TEACHER_AND_ADMINS,
  ),
  row('todos', 'list-own-open', 'list own pending/in-progress', TEACHERS, teacherOrAdmin),
  row('todos', 'get-own', 'get own to-do', TEACHERS, teacherOrAdmin),
  row('todos', 'update-own', 'update own to-do', TEACHERS, teacherOrAdmin),
  row('todos', 'delete-own', 'delete own to-do', TEACHERS, teacherOrAdmin),
  row('todos', 'get-teachers', "get the first teacher's to-do", FIRST_TEACHER_AND_ADMINS),
  row('todos', 'update-teachers', "update the first teacher's to-do", FIRST_TEACHER_AND_ADMINS),
  row('todos', 'delete-teachers', "delete the first teacher's to-do", FIRST_TEACHER_AND_ADMINS),
  row('todos', 'create-invalid', 'create own with an empty title', NOBODY, always(false)),
  row(
    'todos',
    'update-invalid',
    "set the teacher's to-do to an unknown status",
    NOBODY,
    always(false),
  ),

  ...projectRows('pbsProjects', 'pbs-projects', PBS_VIEW, true),
  ...projectRows('plmData', 'pbs-projects', PBS_VIEW, false),
  ...projectRows('ipsProjects', 'ips-projects', IPS_VIEW, true),
  ...projectRows('ipsProjectDrafts', 'ips-projects', IPS_VIEW, false),
  ...configurationRows(),
  ...importMarkerRows(),

  row('migrations', 'create-own', 'create with ownerId = self', SIGNED_IN, active),
  row('migrations', 'get-own', 'get own', SIGNED_IN, active),
  row('migrations', 'get-other', "get another user's", ADMINS, admin),
  row('migrations', 'update-own', 'update own', NOBODY, always(false)),
  ...sizeRows(),
  ...SHAPE_ROWS,
  ...BOUND_ROWS,
  ...ADMIN_VALUE_ROWS,

  ...S1000D_ROWS,
  ...BRDP_ROWS,
  ...PATTERN_ROWS,
  ...SCHEMA_SET_ROWS,
  ...STE_ROWS,
];

export function isAllowed(row: MatrixRow, actor: ActorId): boolean {
  return row.allowed.includes(actor);
}
