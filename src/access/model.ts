/** The permission areas and actions of the spec's section 3 (Role). */
export const AREAS = [
  'dashboard',
  'schemas',
  'ips-projects',
  'pbs-projects',
  'user-management',
  'tools',
  'settings',
  'reports',
  'project-export',
] as const;
export type Area = (typeof AREAS)[number];

export const ACTIONS = ['view', 'edit', 'create', 'delete', 'admin'] as const;
export type Action = (typeof ACTIONS)[number];

export type AreaPermissions = Partial<Record<Action, boolean>>;
export type Permissions = Partial<Record<Area, AreaPermissions>>;

export type Role = {
  id: string;
  name: string;
  description: string;
  permissions: Permissions;
  isSystem: boolean;
  isActive: boolean;
};

/** The parts of a profile that access decisions read. */
export type AccessSubject = {
  isSystemAdmin?: boolean;
  assignedRoles?: readonly string[];
  selectedRole?: string | null;
};

/** The staff roles one signs in as, each with its own dashboard; the eighth is the administrator's. */
export const STAFF_SIGN_IN_ROLES = [
  'ips-engineer',
  'maintainer',
  'operator',
  'school',
  'customer-support',
  'data-analyst',
  's1000d-viewer',
] as const;

export const SIGN_IN_ROLES = [...STAFF_SIGN_IN_ROLES, 'admin'] as const;
export type SignInRole = (typeof SIGN_IN_ROLES)[number];

export const SYSTEM_ADMINISTRATOR_ROLE_ID = 'system-administrator';

export function fullPermissions(): Permissions {
  return Object.fromEntries(
    AREAS.map((area) => [area, Object.fromEntries(ACTIONS.map((a) => [a, true]))]),
  ) as Permissions;
}

/**
 * Rules read each assigned role with get(), and a request may read at most 10
 * documents (profile + roles + the few documents a write checks). Only the
 * first MAX_ASSIGNED_ROLES roles count, here and in firestore.rules.
 */
export const MAX_ASSIGNED_ROLES = 5;

/** A profile as data access sees it: `active` false means deactivated. */
export type AccessProfile = AccessSubject & {
  active?: boolean;
  enrolledCourses?: readonly string[];
};

export const SESSION_ROLES = ['teacher', 'student'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];
