import {
  SYSTEM_ADMINISTRATOR_ROLE_ID,
  type AccessSubject,
  type Role,
  type SessionRole,
} from './model.ts';
import {
  SESSION_ROLE_LABELS,
  SIGN_IN_ROLE_LABELS,
  labelForRoleId,
  labelForSignInRole,
} from './role-labels.ts';

/** The spec's session logic: a selected role or any assigned role makes a teacher. */
export function deriveSessionRole(subject: AccessSubject | null | undefined): SessionRole {
  if (!subject) return 'student';
  if (subject.selectedRole) return 'teacher';
  return (subject.assignedRoles ?? []).length > 0 ? 'teacher' : 'student';
}

/** An administrator's role id: the system-administrator role or any id naming admin. */
export function isAdminRoleId(roleId: string): boolean {
  return roleId === SYSTEM_ADMINISTRATOR_ROLE_ID || roleId.toLowerCase().includes('admin');
}

/**
 * The spec's displayed label: the selected role's label; else any admin role
 * gives Administrator; else the first assigned role; else Teacher; else Student.
 * A selected role without a label falls through (it still makes a teacher).
 */
export function displayedRoleLabel(
  subject: AccessSubject | null | undefined,
  roles: readonly Role[] = [],
): string {
  if (!subject) return SESSION_ROLE_LABELS.student;
  const selected = subject.selectedRole ? labelForSignInRole(subject.selectedRole) : null;
  if (selected) return selected;
  const assigned = subject.assignedRoles ?? [];
  if (subject.isSystemAdmin === true || assigned.some(isAdminRoleId)) {
    return SIGN_IN_ROLE_LABELS.admin;
  }
  const first = assigned[0];
  if (first !== undefined) return labelForRoleId(first, roles);
  return SESSION_ROLE_LABELS[deriveSessionRole(subject)];
}
