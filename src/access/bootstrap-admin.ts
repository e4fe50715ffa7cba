import { MAX_ASSIGNED_ROLES, SYSTEM_ADMINISTRATOR_ROLE_ID } from './model.ts';

type RoleHolder = {
  assignedRoles: readonly string[];
  selectedRole: string | null;
  isSystemAdmin: boolean;
};

export type BootstrapRights = {
  assignedRoles: string[];
  selectedRole: 'admin';
  isSystemAdmin: true;
};

/** E-mail addresses compare without case or surrounding spaces, as Firebase Auth stores them. */
export function isBootstrapEmail(email: string, bootstrapEmail: string) {
  return email.trim().toLowerCase() === bootstrapEmail.trim().toLowerCase();
}

/**
 * The spec's merge-update of the bootstrap administrator: the rights to add, or
 * null when the profile already has them. Other roles are kept; when the
 * profile is full, the administrator role takes the last place that counts.
 */
export function missingBootstrapRights(profile: RoleHolder): BootstrapRights | null {
  const holdsRole = profile.assignedRoles
    .slice(0, MAX_ASSIGNED_ROLES)
    .includes(SYSTEM_ADMINISTRATOR_ROLE_ID);
  if (holdsRole && profile.isSystemAdmin && profile.selectedRole === 'admin') return null;
  const others = profile.assignedRoles.filter((id) => id !== SYSTEM_ADMINISTRATOR_ROLE_ID);
  return {
    assignedRoles: [...others.slice(0, MAX_ASSIGNED_ROLES - 1), SYSTEM_ADMINISTRATOR_ROLE_ID],
    selectedRole: 'admin',
    isSystemAdmin: true,
  };
}
