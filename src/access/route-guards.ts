import type { AccessSubject } from './model.ts';

export type GuardState = {
  authenticated: boolean;
  profile: AccessSubject | null | undefined;
};

export type GuardResult = { allow: true } | { allow: false; redirectTo: string };

const ALLOW: GuardResult = { allow: true };
const TO_LANDING: GuardResult = { allow: false, redirectTo: '/' };

/** Guard 1 (any signed-in page): authenticated, else back to /. */
export function guardAuthenticated(state: GuardState): GuardResult {
  return state.authenticated ? ALLOW : TO_LANDING;
}

/** Guard 2 (role-gated pages): authenticated and some role present; which one is not checked. */
export function guardRolePresent(state: GuardState): GuardResult {
  if (!state.authenticated) return TO_LANDING;
  const profile = state.profile;
  const hasRole = !!profile?.selectedRole || (profile?.assignedRoles ?? []).length > 0;
  return hasRole ? ALLOW : TO_LANDING;
}

/** / and /login send a signed-in user to /dashboard. */
export function guardPublicOnly(state: GuardState): GuardResult {
  return state.authenticated ? { allow: false, redirectTo: '/dashboard' } : ALLOW;
}
