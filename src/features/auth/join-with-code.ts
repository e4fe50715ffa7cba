import { ACCESS_CODE_ERRORS, AccessCodeError } from '../../data/access-codes.ts';
import { isPermissionDenied, isSignInMethodOff } from '../../data/error-codes.ts';

export const JOIN_TEXT = {
  nameRequired: 'Enter your name.',
  codeRequired: 'Enter the access code your teacher gave you.',
  failed: 'Joining did not work. Check your connection and try again.',
  signInOff:
    'Joining with an access code is switched off on this site (anonymous sign-in is not enabled). Tell your teacher.',
} as const;

export type JoinInput = { name: string; code: string };

/** The first thing missing from the form, or null when it may be sent. */
export function joinInputError({ name, code }: JoinInput): string | null {
  if (!name.trim()) return JOIN_TEXT.nameRequired;
  if (!code.trim()) return JOIN_TEXT.codeRequired;
  return null;
}

/** What a failed redemption tells the visitor; the rules refusing a code reads as an unknown code. */
export function joinErrorText(error: unknown): string {
  if (error instanceof AccessCodeError) return error.message;
  if (isPermissionDenied(error)) return ACCESS_CODE_ERRORS.unknown;
  if (isSignInMethodOff(error)) return JOIN_TEXT.signInOff;
  return JOIN_TEXT.failed;
}
