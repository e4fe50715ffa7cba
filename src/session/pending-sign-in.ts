/**
 * A sign-in whose writes are held (decision 1640), remembered by the tab until the profile's
 * write is settled: a reload before then restores the role chosen and sends the write again.
 */
export type PendingSignIn = { uid: string; selectedRole: string | null; at: number };

const KEY = 'ips-studio.pending-sign-in';

/**
 * The pending sign-in of `uid`, unless the stored profile changed after it (`updatedAt` is the
 * server's time): then the write landed, or someone wrote since, and an older role must not
 * overwrite that.
 */
export function stillPending(
  stored: string | null,
  uid: string,
  updatedAt: Date | null,
): PendingSignIn | null {
  const record = parsePendingSignIn(stored);
  if (!record || record.uid !== uid) return null;
  return updatedAt && updatedAt.getTime() >= record.at ? null : record;
}

function parsePendingSignIn(stored: string | null): PendingSignIn | null {
  let value: unknown;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const valid =
    typeof record.uid === 'string' &&
    (typeof record.selectedRole === 'string' || record.selectedRole === null) &&
    typeof record.at === 'number';
  return valid ? (record as PendingSignIn) : null;
}

export function readPendingSignIn(uid: string, updatedAt: Date | null) {
  return stillPending(sessionStorage.getItem(KEY), uid, updatedAt);
}

export function rememberPendingSignIn(pending: PendingSignIn) {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** Forgets the pending sign-in made at `at` (a newer one stays), or any when `at` is omitted. */
export function forgetPendingSignIn(at?: number) {
  const current = parsePendingSignIn(sessionStorage.getItem(KEY));
  if (at === undefined || !current || current.at === at) sessionStorage.removeItem(KEY);
}
