import {
  SIGN_IN_ROLES,
  SYSTEM_ADMINISTRATOR_ROLE_ID,
  type AccessSubject,
  type SignInRole,
} from './model.ts';

/** The spec's sign-in role mapping: the role id a user must hold to sign in as each role. */
export const SIGN_IN_ROLE_IDS = {
  'ips-engineer': 'ips-engineer-role',
  maintainer: 'maintainer-role',
  operator: 'operator-role',
  school: 'school-role',
  'customer-support': 'customer-support-role',
  'data-analyst': 'data-analyst-role',
  's1000d-viewer': 's1000d-viewer-role',
  admin: SYSTEM_ADMINISTRATOR_ROLE_ID,
} as const satisfies Record<SignInRole, string>;

export function isSignInRole(value: unknown): value is SignInRole {
  return typeof value === 'string' && (SIGN_IN_ROLES as readonly string[]).includes(value);
}

export function roleIdForSignIn(role: SignInRole): string {
  return SIGN_IN_ROLE_IDS[role];
}

/** Signing in (or selecting) a role needs its role id in assignedRoles, or a system admin. */
export function holdsSignInRole(subject: AccessSubject, role: string): boolean {
  if (!isSignInRole(role)) return false;
  if (subject.isSystemAdmin === true) return true;
  return (subject.assignedRoles ?? []).includes(roleIdForSignIn(role));
}
