import { accessSummary } from '../../access/access-summary.ts';
import { isAdministrator, mayUseArea } from '../../access/administrator.ts';
import {
  MAX_ASSIGNED_ROLES,
  SYSTEM_ADMINISTRATOR_ROLE_ID,
  type AccessProfile,
  type Action,
  type Area,
  type Permissions,
  type Role,
} from '../../access/model.ts';
import { isAdminRole } from '../../access/permissions.ts';
import { holdsSignInRole } from '../../access/sign-in-roles.ts';
import type { UserProfile } from '../../domain/users.ts';
import { formatLongDateTime } from '../../lib/format-date.ts';

/** What the signed-in user may do here; nothing at all while viewing as another user. */
export function managementAbilities(
  own: (AccessProfile & { uid?: string }) | null,
  roles: readonly Role[],
  readOnly: boolean,
) {
  const may = (action: Action) => !readOnly && mayUseArea(own, roles, 'user-management', action);
  const administrator = isAdministrator(own, roles);
  return {
    editUsers: may('edit'),
    /**
     * Only administrators grant, remove or hold power over administrator-like
     * roles, or change an administrator (firestore.rules, decision 220).
     */
    grantAdministrator: !readOnly && administrator,
    /** The brief's rule: the isSystemAdmin flag is for system administrators to give. */
    makeSystemAdmin: !readOnly && administrator && own?.isSystemAdmin === true,
    /** Reading requests needs an administrator; deciding also needs to create profiles. */
    readRequests: administrator,
    decideRequests: !readOnly && administrator && may('create'),
    manageRoles: !readOnly && administrator,
  };
}
export type ManagementAbilities = ReturnType<typeof managementAbilities>;

/** Case-insensitive match on name, display name or e-mail; blank shows everyone. */
export function filterUsers(users: readonly UserProfile[], search: string): UserProfile[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((u) =>
    [u.name, u.displayName, u.email].some((text) => text.toLowerCase().includes(needle)),
  );
}

/** The app's en-US long date with hour and minute; `empty` when there is none. */
export function formatDateTime(date: Date | null, empty = 'Never'): string {
  return date ? formatLongDateTime(date) : empty;
}

/** The spec's View As label for a user. */
export function rolesPresenceLabel(user: Pick<UserProfile, 'assignedRoles'>): string {
  return user.assignedRoles.length > 0 ? 'Has Roles' : 'No Roles';
}

/** Adds or removes a role id; adding beyond MAX_ASSIGNED_ROLES changes nothing. */
export function toggleAssignedRole(assigned: readonly string[], roleId: string): string[] {
  if (assigned.includes(roleId)) return assigned.filter((id) => id !== roleId);
  if (assigned.length >= MAX_ASSIGNED_ROLES) return [...assigned];
  return [...assigned, roleId];
}

/** A selected role the user no longer holds is cleared, so sign-in and labels stay true. */
export function selectedRoleAfter(
  selectedRole: string | null,
  next: { assignedRoles: readonly string[]; isSystemAdmin: boolean },
): string | null {
  return selectedRole && holdsSignInRole(next, selectedRole) ? selectedRole : null;
}

export const ADMINISTRATOR_TEXTS = {
  rowLocked: 'Only an administrator can change the roles or status of an administrator.',
  rolesLocked:
    'Administrator roles (a name with "admin", or administering user management) are given and taken only by an administrator.',
  usersIntro:
    'You can change the roles and status of users who are not administrators. Only an administrator can give or take administrator roles, or change an administrator.',
  deletedRole: 'deleted: removed when you save',
} as const;

/** A role whose holder is an administrator, active or not (isAdminRole, or the id). */
export function isAdministratorLikeRole(role: Pick<Role, 'id' | 'name' | 'permissions'>) {
  return role.id === SYSTEM_ADMINISTRATOR_ROLE_ID || isAdminRole(role as Role);
}

/** Users only an administrator may change: they hold an administrator-like role or flag. */
export function isAdministratorUser(
  user: Pick<UserProfile, 'assignedRoles' | 'isSystemAdmin'>,
  roles: readonly Role[],
): boolean {
  return accessSummary(user, roles).holdsAdministratorRole;
}

/** Whether this viewer may change the user's roles and status at all. */
export function canManageUser(
  user: Pick<UserProfile, 'assignedRoles' | 'isSystemAdmin'>,
  roles: readonly Role[],
  abilities: Pick<ManagementAbilities, 'editUsers' | 'grantAdministrator'>,
): boolean {
  return abilities.editUsers && (abilities.grantAdministrator || !isAdministratorUser(user, roles));
}

/** Whether the user's role checkbox can be changed by this viewer. */
export function canToggleRole(
  role: Pick<Role, 'id' | 'name' | 'permissions'>,
  assigned: readonly string[],
  abilities: Pick<ManagementAbilities, 'grantAdministrator'>,
): boolean {
  if (isAdministratorLikeRole(role) && !abilities.grantAdministrator) return false;
  return assigned.includes(role.id) || assigned.length < MAX_ASSIGNED_ROLES;
}

/** A new role's id: its name in kebab case plus -role, like the default roles, made unique. */
export function roleIdFor(name: string, existing: readonly string[]): string {
  const slug =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'custom';
  const base = slug.endsWith('-role') ? slug : `${slug}-role`;
  let id = base;
  for (let n = 2; existing.includes(id); n++) id = `${base}-${n}`;
  return id;
}

export function setPermission(
  permissions: Permissions,
  area: Area,
  action: Action,
  value: boolean,
): Permissions {
  return { ...permissions, [area]: { ...permissions[area], [action]: value } };
}

export const ROLE_TEXTS = {
  systemRoleUndeletable: 'System roles cannot be deleted.',
  systemAdministratorLocked:
    'The System Administrator role always has every permission; its grid cannot be changed.',
  nameRequired: 'Enter a role name.',
} as const;
