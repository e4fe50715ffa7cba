import { randomToken } from './random-token.ts';

export const TEMPORARY_PASSWORD_LENGTH = 12;
export const TEMPORARY_PASSWORD_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*';

/** The spec's temporary password: 12 characters from letters, digits and !@#$%^&*. */
export function generateTemporaryPassword(): string {
  return randomToken(TEMPORARY_PASSWORD_LENGTH, TEMPORARY_PASSWORD_ALPHABET);
}
