import { useEffect, useState } from 'react';
import type { IpsBucket } from '../domain/ips-buckets.ts';
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

/**
 * The user's enrolled buckets, live; errors reset the list to empty. Session
 * users may only get their bucket by id, so they listen to each document.
 */
export function useEnrolledBuckets(enabled: boolean) {
  const { backend, profile, isSessionUser } = useSession();
  const [buckets, setBuckets] = useState<IpsBucket[] | null>(null);
  const key = (profile?.enrolledCourses ?? []).join('|');
  useEffect(() => {
    if (!enabled || !backend) return;
    const ids = key ? key.split('|') : [];
    const listen = isSessionUser
      ? backend.ipsBuckets.listenEachById
      : backend.ipsBuckets.listenByIds;
    return listen(ids, setBuckets, (error) => console.error('Bucket listener failed', error));
  }, [enabled, backend, key, isSessionUser]);
  return enabled ? buckets : [];
}

/** The buckets a teacher teaches, live, for My Courses; errors reset the list to empty. */
export function useTaughtBuckets(enabled: boolean) {
  const { backend, profile } = useSession();
  const [buckets, setBuckets] = useState<IpsBucket[] | null>(null);
  const uid = profile?.uid;
  useEffect(() => {
    if (!enabled || !backend || !uid) return;
    return backend.ipsBuckets.listenManaged(uid, setBuckets, (error) => {
      setBuckets([]);
      console.error('Taught bucket listener failed', error);
    });
  }, [enabled, backend, uid]);
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
