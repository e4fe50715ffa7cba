import {
  ACTIONS,
  AREAS,
  MAX_ASSIGNED_ROLES,
  SYSTEM_ADMINISTRATOR_ROLE_ID,
  type AccessSubject,
  type Action,
  type Area,
  type Permissions,
  type Role,
} from './model.ts';
import { activeAssignedRoles, isAdminRole } from './permissions.ts';

/**
 * What firestore.rules reads to decide access (decision 220): each role
 * carries its flags as `grants` ('area:action'), and each profile carries an
 * `access` summary of its roles, so a rule reads one document (the caller's
 * profile) however many roles the caller holds.
 */
export type Grant = `${Area}:${Action}`;

export const ALL_GRANTS: readonly Grant[] = AREAS.flatMap((area) =>
  ACTIONS.map((action): Grant => `${area}:${action}`),
);

export function grantOf(area: Area, action: Action): Grant {
  return `${area}:${action}`;
}

/** A role's flags as grants, in ALL_GRANTS order. */
export function grantsOf(permissions: Permissions): Grant[] {
  return ALL_GRANTS.filter((grant) => {
    const [area, action] = grant.split(':') as [Area, Action];
    return permissions[area]?.[action] === true;
  });
}

/** Every area with every action written out, as stored (firestore.rules requires all 45 flags). */
export function completePermissions(permissions: Permissions): Permissions {
  return Object.fromEntries(
    AREAS.map((area) => [
      area,
      Object.fromEntries(ACTIONS.map((a) => [a, permissions[area]?.[a] === true])),
    ]),
  ) as Permissions;
}

/** What holding a role gives: stored on the role so rules check a summary cheaply. */
export type HolderAccess = {
  /** Active: holding it makes a teacher (isActiveTeacher). */
  teaches: boolean;
  /** Its name contains "admin" or it has user-management admin (isAdminRole), active or not. */
  administratorLike: boolean;
  /** Active and administrator-like: holding it makes an administrator. */
  administers: boolean;
  /** Its grants while active, else none. */
  grants: Grant[];
};

/** What a missing role, or an unused place among the five, gives: nothing. */
export const NO_HOLDER_ACCESS: HolderAccess = {
  teaches: false,
  administratorLike: false,
  administers: false,
  grants: [],
};

export function holderAccessOf(role: Role): HolderAccess {
  const administratorLike = isAdminRole(role);
  return {
    teaches: role.isActive,
    administratorLike,
    administers: role.isActive && administratorLike,
    grants: role.isActive ? grantsOf(role.permissions) : [],
  };
}

/**
 * The stored form of a role: complete permissions, the grants derived from
 * them and what holding it gives (firestore.rules checks all three agree).
 */
export function roleDocument(role: Role) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: completePermissions(role.permissions),
    grants: grantsOf(role.permissions),
    holderAccess: holderAccessOf(role),
    isSystem: role.isSystem,
    isActive: role.isActive,
  };
}

export type AccessSummary = {
  /** The assignedRoles it was computed from: rules ignore a summary of other roles. */
  roleIds: string[];
  /**
   * What each of the first five roles gives (holderAccessOf), padded to five:
   * user management's rule compares it with the roles' own holderAccess.
   */
  roles: HolderAccess[];
  /** The union of the grants of the active roles that count (the first five). */
  grants: Grant[];
  /** An administrator as the rules see one (isAdministrator in administrator.ts). */
  administrator: boolean;
  /** Holds an active role (isActiveTeacher). */
  teacher: boolean;
  /**
   * Holds an administrator-like role, active or not, or the administrator flag:
   * only administrators change such a user's roles, status or profile.
   */
  holdsAdministratorRole: boolean;
};

type SummarySubject = Pick<AccessSubject, 'assignedRoles' | 'isSystemAdmin'>;

/** The summary of a profile's roles; unknown role ids count for nothing. */
export function accessSummary(subject: SummarySubject, roles: readonly Role[]): AccessSummary {
  const roleIds = [...(subject.assignedRoles ?? [])];
  const active = activeAssignedRoles(subject, roles);
  const held = roleIds
    .map((id) => roles.find((r) => r.id === id))
    .filter((r): r is Role => r !== undefined);
  const granted = new Set(active.flatMap((role) => grantsOf(role.permissions)));
  const flagged = subject.isSystemAdmin === true || roleIds.includes(SYSTEM_ADMINISTRATOR_ROLE_ID);
  const counted = Array.from({ length: MAX_ASSIGNED_ROLES }, (_, i) => {
    const found = roles.find((r) => r.id === roleIds[i]);
    return i < roleIds.length && found ? holderAccessOf(found) : NO_HOLDER_ACCESS;
  });
  return {
    roleIds,
    roles: counted,
    grants: ALL_GRANTS.filter((grant) => granted.has(grant)),
    administrator: flagged || active.some(isAdminRole),
    teacher: active.length > 0,
    holdsAdministratorRole: flagged || held.some(isAdminRole),
  };
}

function sameList(a: unknown, b: readonly string[]) {
  return Array.isArray(a) && a.length === b.length && a.every((value, i) => value === b[i]);
}

export function sameHolderAccess(stored: unknown, want: HolderAccess): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const found = stored as Record<string, unknown>;
  return (
    Object.keys(found).length === 4 &&
    found.teaches === want.teaches &&
    found.administratorLike === want.administratorLike &&
    found.administers === want.administers &&
    sameList(found.grants, want.grants)
  );
}

/** Whether a stored summary still says what the roles say (the seed repairs those that do not). */
export function isSummaryCurrent(
  stored: unknown,
  subject: SummarySubject,
  roles: readonly Role[],
): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const found = stored as Record<string, unknown>;
  const expected = accessSummary(subject, roles);
  const foundRoles: unknown[] = Array.isArray(found.roles) ? found.roles : [];
  return (
    Object.keys(found).length === Object.keys(expected).length &&
    sameList(found.roleIds, expected.roleIds) &&
    foundRoles.length === expected.roles.length &&
    expected.roles.every((want, i) => sameHolderAccess(foundRoles[i], want)) &&
    sameList(found.grants, expected.grants) &&
    found.administrator === expected.administrator &&
    found.teacher === expected.teacher &&
    found.holdsAdministratorRole === expected.holdsAdministratorRole
  );
}
