import { useMemo } from 'react';
import type { IpsBucket } from '../domain/ips-buckets.ts';
import { useSession } from './session-context.ts';
import { useLiveData, useLiveList } from './use-live-data.ts';

/** Open to-dos (pending, in-progress) of a teacher, live; errors reset it to 0. */
export function useOpenTodoCount(enabled: boolean) {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const subscribe = useMemo(
    () =>
      enabled && backend && uid
        ? (on: (n: number) => void, fail: (e: Error) => void) =>
            backend.todos.listenOpenCount(uid, on, fail)
        : null,
    [enabled, backend, uid],
  );
  return useLiveData(subscribe, { initial: 0, fallback: 0, what: 'The open to-do count' }).value;
}

/**
 * The user's enrolled buckets, live; errors reset the list to empty. Session
 * users may only get their bucket by id, so they listen to each document.
 */
export function useEnrolledBuckets(enabled: boolean) {
  const { backend, profile, isSessionUser } = useSession();
  const key = (profile?.enrolledCourses ?? []).join('|');
  const subscribe = useMemo(() => {
    if (!enabled || !backend) return null;
    const ids = key ? key.split('|') : [];
    const listen = isSessionUser
      ? backend.ipsBuckets.listenEachById
      : backend.ipsBuckets.listenByIds;
    return (on: (b: IpsBucket[]) => void, fail: (e: Error) => void) => listen(ids, on, fail);
  }, [enabled, backend, key, isSessionUser]);
  const buckets = useLiveList<IpsBucket>(subscribe, 'Enrolled buckets').value;
  return enabled ? buckets : [];
}

/** The buckets a teacher teaches, live, for My Courses; errors reset the list to empty. */
export function useTaughtBuckets(enabled: boolean) {
  const { backend, profile } = useSession();
  const uid = profile?.uid;
  const subscribe = useMemo(
    () =>
      enabled && backend && uid
        ? (on: (b: IpsBucket[]) => void, fail: (e: Error) => void) =>
            backend.ipsBuckets.listenManaged(uid, on, fail)
        : null,
    [enabled, backend, uid],
  );
  const buckets = useLiveList<IpsBucket>(subscribe, 'Taught buckets').value;
  return enabled ? buckets : [];
}

/** Pending account requests, live, for administrators' bell and dashboard. */
export function usePendingRequestCount(enabled: boolean) {
  const { backend } = useSession();
  const subscribe = useMemo(
    () =>
      enabled && backend
        ? (on: (n: number) => void, fail: (e: Error) => void) =>
            backend.accountRequests.listen('pending', (requests) => on(requests.length), fail)
        : null,
    [enabled, backend],
  );
  return useLiveData(subscribe, { initial: 0, fallback: 0, what: 'Pending account requests' })
    .value;
}
