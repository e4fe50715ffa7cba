import { MIN_PASSWORD_LENGTH } from '../../lib/password.ts';

/** What is wrong with the chosen password pair, or null when it may be used. */
export function setupPasswordProblem(password: string, repeat: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password !== repeat) return 'The two passwords differ.';
  return null;
}

export type SetupOutcome = 'created' | 'exists' | 'failed';

export function setupOutcomeOf(error: unknown): SetupOutcome {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/email-already-in-use' ? 'exists' : 'failed';
}
