/** Firebase accepts 6; we ask for more, since these accounts hold others' data. */
export const MIN_PASSWORD_LENGTH = 10;

/** What a failed password change says: a wrong current password, or anything else. */
export function passwordChangeErrorText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/invalid-credential' || code === 'auth/wrong-password'
    ? 'The current password is not right.'
    : 'The password could not be changed. Please try again.';
}
