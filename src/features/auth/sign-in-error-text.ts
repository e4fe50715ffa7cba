import { ACCOUNT_REQUEST_MESSAGES } from '../../access/account-request.ts';
import { labelForRoleId } from '../../access/role-labels.ts';
import { SignInError } from '../../session/session-errors.ts';
import { MESSAGES } from '../../lib/messages.ts';

type WithCode = { code?: unknown; message?: unknown; roles?: unknown };

const AUTH_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is not right.',
  'auth/wrong-password': 'The e-mail or password is not right.',
  'auth/user-not-found': 'The e-mail or password is not right.',
  'auth/invalid-email': ACCOUNT_REQUEST_MESSAGES.invalidEmail,
  'auth/too-many-requests': 'Too many attempts. Wait a moment and try again.',
  'auth/network-request-failed': 'The sign-in service cannot be reached. Check your connection.',
  'auth/user-disabled': 'This account has been disabled. Contact your administrator.',
};

/** The message a failed sign-in shows: the spec's texts, with the user's roles when refused. */
export function signInErrorText(error: unknown): string {
  const e = (error ?? {}) as WithCode;
  if (typeof e.code === 'string' && AUTH_MESSAGES[e.code]) return AUTH_MESSAGES[e.code]!;
  if (e.message === MESSAGES.noAccessToRole) {
    const roles = Array.isArray(e.roles) ? (e.roles as string[]) : [];
    const held = roles.length ? roles.map((r) => labelForRoleId(r)).join(', ') : 'none';
    return `${MESSAGES.noAccessToRole} Your roles: ${held}.`;
  }
  if (e.message === MESSAGES.profileNotFound) return MESSAGES.profileNotFound;
  // The session's own refusals are written for the user; anything else is not.
  if (error instanceof SignInError) return error.message;
  return 'Sign-in failed. Please try again.';
}
