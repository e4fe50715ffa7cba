/**
 * Firebase errors carry a string `code`; features ask these questions instead
 * of importing the SDK (lint keeps firebase/* inside src/firebase and src/data).
 */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** The rules refused the read or write (Firestore `permission-denied`). */
export function isPermissionDenied(error: unknown): boolean {
  return codeOf(error) === 'permission-denied';
}

/** Creating a login failed because one already exists for that e-mail. */
export function isLoginAlreadyInUse(error: unknown): boolean {
  return codeOf(error) === 'auth/email-already-in-use';
}

/** Firestore refused a document's data (Firestore `invalid-argument`, e.g. over the size limit). */
export function isInvalidArgument(error: unknown): boolean {
  return codeOf(error) === 'invalid-argument';
}

/** The site's Firebase Auth does not allow anonymous sign-in, which joining with a code needs. */
export function isSignInMethodOff(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'auth/operation-not-allowed' || code === 'auth/admin-restricted-operation';
}
