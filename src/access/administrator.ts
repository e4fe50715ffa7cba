import {
  SYSTEM_ADMINISTRATOR_ROLE_ID,
  type AccessProfile,
  type AccessSubject,
  type Role,
} from './model.ts';
import { activeAssignedRoles, hasPermission, isAdminRole } from './permissions.ts';
import type { Action, Area } from './model.ts';

/** A profile that may act at all: deactivated profiles (`active: false`) may not. */
export function isActiveProfile(profile: AccessProfile | null | undefined): boolean {
  return !!profile && profile.active !== false;
}

/**
 * An administrator as firestore.rules sees one: isSystemAdmin, the
 * system-administrator role id, or an active admin role; never a deactivated profile.
 */
export function isAdministrator(
  profile: AccessProfile | null | undefined,
  roles: readonly Role[],
): boolean {
  if (!profile || !isActiveProfile(profile)) return false;
  if (profile.isSystemAdmin === true) return true;
  if ((profile.assignedRoles ?? []).includes(SYSTEM_ADMINISTRATOR_ROLE_ID)) return true;
  return activeAssignedRoles(profile, roles).some(isAdminRole);
}

/** What firestore.rules allows on an area: administrators, else the permission check. */
export function mayUseArea(
  profile: AccessProfile | null | undefined,
  roles: readonly Role[],
  area: Area,
  action: Action,
): boolean {
  if (!profile || !isActiveProfile(profile)) return false;
  return isAdministrator(profile, roles) || hasPermission(profile, roles, area, action);
}

/** A teacher for data access: an active profile holding at least one active role. */
export function isActiveTeacher(
  profile: AccessProfile | null | undefined,
  roles: readonly Role[],
): boolean {
  if (!profile || !isActiveProfile(profile)) return false;
  return activeAssignedRoles(profile, roles).length > 0;
}

/**
 * The spec's administrator in the interface: isSystemAdmin, the
 * system-administrator role, a selected admin role, or while viewing as.
 */
export function isInterfaceAdministrator(
  subject: AccessSubject | null | undefined,
  viewingAs = false,
): boolean {
  if (viewingAs) return true;
  if (!subject) return false;
  return (
    subject.isSystemAdmin === true ||
    (subject.assignedRoles ?? []).includes(SYSTEM_ADMINISTRATOR_ROLE_ID) ||
    subject.selectedRole === 'admin'
  );
}
