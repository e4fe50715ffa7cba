import type { Role, SessionRole, SignInRole } from './model.ts';
import { SIGN_IN_ROLE_IDS, isSignInRole } from './sign-in-roles.ts';

/** The spec's labels; 'S1000D Viewer' is ours (docs/decisions/201-access-policy.md). */
export const SIGN_IN_ROLE_LABELS = {
  'ips-engineer': 'IPS Engineer',
  maintainer: 'Maintainer',
  operator: 'Operator',
  school: 'School',
  'customer-support': 'Customer Support',
  'data-analyst': 'Data Analyst',
  's1000d-viewer': 'S1000D Viewer',
  admin: 'Administrator',
} as const satisfies Record<SignInRole, string>;

export const SESSION_ROLE_LABELS = {
  teacher: 'Teacher',
  student: 'Student',
} as const satisfies Record<SessionRole, string>;

export function labelForSignInRole(role: string): string | null {
  return isSignInRole(role) ? SIGN_IN_ROLE_LABELS[role] : null;
}

/** A role id's label: the sign-in role it maps to, else the stored role's name, else the id. */
export function labelForRoleId(roleId: string, roles: readonly Role[] = []): string {
  const signIn = (Object.keys(SIGN_IN_ROLE_IDS) as SignInRole[]).find(
    (role) => SIGN_IN_ROLE_IDS[role] === roleId,
  );
  if (signIn) return SIGN_IN_ROLE_LABELS[signIn];
  return roles.find((role) => role.id === roleId)?.name || roleId;
}
