import type { Backend } from '../data/backend.ts';
import type { UserProfile } from '../domain/users.ts';
import { holdWrites, type HeldWrites } from './held-sign-in-writes.ts';
import { forgetPendingSignIn, rememberPendingSignIn } from './pending-sign-in.ts';

/** The longest the writes wait when the page signed into asks for no data (decision 1640). */
export const SIGN_IN_WRITES_BOUND_MS = 2_000;

/**
 * Holds the sign-in's writes: the profile's lastLogin and selectedRole, and the user-directory
 * entry. A failed write leaves the user signed in (decision 1461) and says so in the console.
 */
export function holdSignInWrites(
  api: Backend,
  user: { uid: string; email: string | null },
  profile: Pick<UserProfile, 'displayName'>,
  selectedRole: string | null,
): HeldWrites {
  const at = Date.now();
  rememberPendingSignIn({ uid: user.uid, selectedRole, at });
  return holdWrites(async () => {
    const recorded = api.users
      .recordSignIn(user.uid, selectedRole)
      .catch((e: unknown) => console.error('The sign-in time was not saved', e))
      .finally(() => forgetPendingSignIn(at));
    // Colleagues add each other to S1000D projects by e-mail: keep this address findable.
    const entry = user.email
      ? api.userDirectory
          .publish(user.email, { uid: user.uid, displayName: profile.displayName })
          .catch((e: unknown) => console.error('The user directory entry was not saved', e))
      : null;
    await Promise.all([recorded, entry]);
  }, SIGN_IN_WRITES_BOUND_MS);
}
