import {
  MAX_ASSIGNED_ROLES,
  type AccessSubject,
  type Action,
  type Area,
  type Role,
} from './model.ts';

/**
 * A role that administers: its name contains admin in any case (which covers
 * 'System Administrator') or it has admin on user-management.
 */
export function isAdminRole(role: Role): boolean {
  return (
    role.name.toLowerCase().includes('admin') || role.permissions['user-management']?.admin === true
  );
}

/** The subject's assigned roles that are known and active, first MAX_ASSIGNED_ROLES only. */
export function activeAssignedRoles(subject: AccessSubject, roles: readonly Role[]): Role[] {
  const counted = (subject.assignedRoles ?? []).slice(0, MAX_ASSIGNED_ROLES);
  return counted
    .map((id) => roles.find((role) => role.id === id))
    .filter((role): role is Role => role !== undefined && role.isActive);
}

export function roleGrants(role: Role, area: Area, action: Action): boolean {
  return role.permissions[area]?.[action] === true;
}

/**
 * The spec's permission check. A system admin is always allowed; with assigned
 * roles only active ones count and an admin role allows everything; with no
 * assigned roles only dashboard view is allowed.
 */
export function hasPermission(
  subject: AccessSubject | null | undefined,
  roles: readonly Role[],
  area: Area,
  action: Action,
): boolean {
  if (!subject) return false;
  if (subject.isSystemAdmin === true) return true;
  if ((subject.assignedRoles ?? []).length === 0) return area === 'dashboard' && action === 'view';
  const active = activeAssignedRoles(subject, roles);
  return active.some((role) => isAdminRole(role) || roleGrants(role, area, action));
}
