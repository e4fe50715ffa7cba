import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';

/** The buckets the teacher runs (every bucket for an administrator), live. */
export function useManagedBuckets(teacherId: string | undefined, everyBucket: boolean) {
  const { backend } = useSession();
  const [buckets, setBuckets] = useState<IpsBucket[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!backend || !teacherId) return;
    return backend.ipsBuckets.listenManaged(
      everyBucket ? null : teacherId,
      (found) => {
        setBuckets(found);
        setFailed(false);
      },
      (error) => {
        console.error('Buckets could not be loaded', error);
        setBuckets([]);
        setFailed(true);
      },
    );
  }, [backend, teacherId, everyBucket]);
  return { buckets, failed };
}
