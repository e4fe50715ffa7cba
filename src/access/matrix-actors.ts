import { DEFAULT_ROLES } from './default-roles.ts';
import { SIGN_IN_ROLES, type AccessProfile, type Role } from './model.ts';
import { SIGN_IN_ROLE_IDS } from './sign-in-roles.ts';
import { allAreas, role } from './test-roles.ts';

/** The actors of the access matrix (docs/access-matrix.md). */
export const ACTOR_IDS = [
  'visitor',
  'anonymous',
  'bootstrap-address',
  'session-user',
  'student',
  ...SIGN_IN_ROLES.filter((r) => r !== 'admin'),
  'ips-engineer-5',
  'teacher',
  'teacher-2',
  'teacher-3',
  'teacher-4',
  'teacher-5',
  'user-manager',
  'user-manager-5',
  'administrator',
  'named-admin',
  'named-admin-5',
  'steward',
  'system-admin',
  'inactive-role',
  'deactivated',
] as const;
export type ActorId = (typeof ACTOR_IDS)[number];

export type MatrixActor = {
  id: ActorId;
  description: string;
  /** Firebase Auth uid; none for visitors and session users (not Auth users). */
  uid: string | null;
  /** The token's sign-in method when it is not a password (an anonymous sign-in). */
  signInProvider?: 'anonymous';
  /** A verified e-mail address the token carries (the bootstrap administrator's). */
  verifiedEmail?: string;
  profile: AccessProfile | null;
};

/** Roles that grant nothing the matrix's rows ask for: held before the role that does. */
const FILLERS = ['reader-1', 'reader-2', 'reader-3', 'reader-4'] as const;

/** `count` roles in all, the one that gives the permission last (issue 14). */
function withFillers(count: number, roleId: string): string[] {
  return [...FILLERS.slice(0, count - 1), roleId];
}

/** Roles beyond the seeded ones that the matrix's actors hold. */
export const MATRIX_EXTRA_ROLES: readonly Role[] = [
  role(
    'course-teacher',
    {
      dashboard: { view: true },
      tools: { view: true, create: true, edit: true },
      reports: { view: true },
    },
    { name: 'Course Teacher' },
  ),
  role(
    'user-manager',
    { dashboard: { view: true }, 'user-management': { view: true, edit: true, create: true } },
    { name: 'User Manager' },
  ),
  role('course-admin', { dashboard: { view: true } }, { name: 'Course ADMIN' }),
  role(
    'um-steward',
    { dashboard: { view: true }, 'user-management': { admin: true } },
    { name: 'Directory Steward' },
  ),
  role('retired', allAreas(), { name: 'Retired Editor', isActive: false }),
  role('retired-admin', { dashboard: { view: true } }, { name: 'Retired Admin', isActive: false }),
  ...FILLERS.map((id, i) =>
    role(id, { dashboard: { view: true }, reports: { view: true } }, { name: `Reader ${i + 1}` }),
  ),
];

export const MATRIX_ROLES: readonly Role[] = [...DEFAULT_ROLES, ...MATRIX_EXTRA_ROLES];

/** The address firestore.rules carries by default for the bootstrap administrator. */
export const BOOTSTRAP_EMAIL = 'admin@ips-studio.local';

/** Shaped like the uids Firebase Auth gives anonymous sign-ins (28 letters and digits). */
export const ANONYMOUS_UID = 'AnonVisitor0123456789abcdefg';

export function uidOf(actor: ActorId): string {
  return `uid-${actor}`;
}

/** The course teachers, holding one to five roles. */
export const TEACHER_ACTORS = [
  'teacher',
  'teacher-2',
  'teacher-3',
  'teacher-4',
  'teacher-5',
] as const;
const TEACHER_UIDS = TEACHER_ACTORS.map((id) => uidOf(id));

/**
 * The buckets the matrix uses: the student is enrolled in A and a member of A
 * and C; the course teachers teach A and C; C is inactive.
 */
export const MATRIX_BUCKETS = {
  taught: { id: 'bucket-a', teacherIds: TEACHER_UIDS },
  other: { id: 'bucket-b', teacherIds: ['uid-someone-else'] },
  inactive: { id: 'bucket-c', teacherIds: TEACHER_UIDS },
} as const;

function user(id: ActorId, description: string, profile: AccessProfile): MatrixActor {
  return { id, description, uid: uidOf(id), profile: { enrolledCourses: [], ...profile } };
}

const staff = SIGN_IN_ROLES.filter((r) => r !== 'admin').map((signIn) =>
  user(signIn, `holds ${SIGN_IN_ROLE_IDS[signIn]}, selected ${signIn}`, {
    assignedRoles: [SIGN_IN_ROLE_IDS[signIn]],
    selectedRole: signIn,
  }),
);

export const MATRIX_ACTORS: readonly MatrixActor[] = [
  { id: 'visitor', description: 'not signed in', uid: null, profile: null },
  {
    id: 'anonymous',
    description: 'signed in anonymously, no profile: a visitor redeeming an access code',
    uid: ANONYMOUS_UID,
    signInProvider: 'anonymous',
    profile: null,
  },
  {
    id: 'bootstrap-address',
    description:
      'signed in with the verified bootstrap address, no profile yet (the first run, decision 204)',
    uid: uidOf('bootstrap-address'),
    verifiedEmail: BOOTSTRAP_EMAIL,
    profile: null,
  },
  {
    id: 'session-user',
    description: 'access-code session (not an Auth user); holds its session id',
    uid: null,
    profile: null,
  },
  user('student', 'no roles, enrolled in bucket-a', {
    assignedRoles: [],
    enrolledCourses: [MATRIX_BUCKETS.taught.id],
  }),
  ...staff,
  user('ips-engineer-5', 'holds 4 reader roles, then ips-engineer-role; selected ips-engineer', {
    assignedRoles: withFillers(5, SIGN_IN_ROLE_IDS['ips-engineer']),
    selectedRole: 'ips-engineer',
  }),
  user('teacher', 'holds Course Teacher; teaches bucket-a', { assignedRoles: ['course-teacher'] }),
  ...([2, 3, 4, 5] as const).map((count) =>
    user(
      `teacher-${count}`,
      `holds ${count - 1} reader role(s), then Course Teacher; teaches bucket-a`,
      {
        assignedRoles: withFillers(count, 'course-teacher'),
      },
    ),
  ),
  user('user-manager', 'holds User Manager (user-management view/edit/create)', {
    assignedRoles: ['user-manager'],
  }),
  user('user-manager-5', 'holds 4 reader roles, then User Manager', {
    assignedRoles: withFillers(5, 'user-manager'),
  }),
  user('administrator', 'holds system-administrator, selected admin', {
    assignedRoles: ['system-administrator'],
    selectedRole: 'admin',
  }),
  user('named-admin', "holds 'Course ADMIN' (admin by name only)", {
    assignedRoles: ['course-admin'],
  }),
  user('named-admin-5', "holds 4 reader roles, then 'Course ADMIN'", {
    assignedRoles: withFillers(5, 'course-admin'),
  }),
  user('steward', "holds 'Directory Steward' (admin by user-management admin)", {
    assignedRoles: ['um-steward'],
  }),
  user('system-admin', 'isSystemAdmin, no roles', { isSystemAdmin: true, assignedRoles: [] }),
  user('inactive-role', 'only role is inactive (it has every flag)', {
    assignedRoles: ['retired'],
  }),
  user('deactivated', 'profile active false; isSystemAdmin and system-administrator', {
    active: false,
    isSystemAdmin: true,
    assignedRoles: ['system-administrator'],
  }),
];

export function actor(id: ActorId): MatrixActor {
  const found = MATRIX_ACTORS.find((a) => a.id === id);
  if (!found) throw new Error(`Unknown actor ${id}`);
  return found;
}
