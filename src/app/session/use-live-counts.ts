import { useEffect, useState } from 'react';
import type { IpsBucket } from '../../data/ips-buckets.ts';
import { useSession } from './session-context.ts';

/** Open to-dos (pending, in-progress) of a teacher, live; errors reset it to 0. */
export function useOpenTodoCount(enabled: boolean) {
  const { backend, profile } = useSession();
  const [count, setCount] = useState(0);
  const uid = profile?.uid;
  useEffect(() => {
    if (!enabled || !backend || !uid) return;
    return backend.todos.listenOpenCount(uid, setCount, (error) =>
      console.error('To-do count listener failed', error),
    );
  }, [enabled, backend, uid]);
  return enabled ? count : 0;
}

/** The user's enrolled buckets, live; errors reset the list to empty. */
export function useEnrolledBuckets(enabled: boolean) {
  const { backend, profile } = useSession();
  const [buckets, setBuckets] = useState<IpsBucket[] | null>(null);
  const key = (profile?.enrolledCourses ?? []).join('|');
  useEffect(() => {
    if (!enabled || !backend) return;
    const ids = key ? key.split('|') : [];
    return backend.ipsBuckets.listenByIds(ids, setBuckets, (error) =>
      console.error('Bucket listener failed', error),
    );
  }, [enabled, backend, key]);
  return enabled ? buckets : [];
}

/** Pending account requests, live, for administrators' bell and dashboard. */
export function usePendingRequestCount(enabled: boolean) {
  const { backend } = useSession();
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!enabled || !backend) return;
    return backend.accountRequests.listen(
      'pending',
      (requests) => setCount(requests.length),
      (error) => {
        setCount(0);
        console.error('Account request listener failed', error);
      },
    );
  }, [enabled, backend]);
  return enabled ? count : 0;
}
