import { useEffect, useState } from 'react';
import type { ReadingPosition } from '../domain/reading-positions.ts';
import { useSession } from './session-context.ts';

/**
 * The signed-in reader's own reading positions, the latest first (decision 333). Empty while
 * viewing as someone else or for session users: what someone reads is theirs.
 */
export function useReadingPositions() {
  const { backend, profile, viewingAs, isSessionUser } = useSession();
  const uid = profile?.uid;
  const own = !!backend && !!uid && viewingAs === null && !isSessionUser;
  const [positions, setPositions] = useState<ReadingPosition[]>([]);
  useEffect(() => {
    if (!own) return;
    return backend!.readingPositions.listenMine(uid!, setPositions, (cause) =>
      console.error('Reading positions could not be loaded', cause),
    );
  }, [own, backend, uid]);
  return own ? positions : [];
}
