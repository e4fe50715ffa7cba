import { useMemo } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { AccessCode } from '../../domain/access-codes.ts';
import type { Assignment } from '../../domain/assignments.ts';
import type { BucketMember } from '../../domain/bucket-members.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import type { Submission } from '../../domain/submissions.ts';
import type { Todo } from '../../domain/todos.ts';
import { useLiveData, type Subscribe } from '../../session/use-live-data.ts';
import { useLoadList } from '../../session/use-load.ts';

/** Everything the teacher page shows about one bucket, live. */
export function useTeacherBucket(bucketId: string, teacherId: string) {
  const { backend } = useSession();
  const subscriptions = useMemo(() => {
    if (!backend) return null;
    return {
      bucket: (on: (b: IpsBucket | null) => void, fail: (e: Error) => void) =>
        backend.ipsBuckets.listen(bucketId, on, fail),
      members: (on: (m: BucketMember[]) => void, fail: (e: Error) => void) =>
        backend.bucketMembers.listen(bucketId, on, fail),
      assignments: (on: (a: Assignment[]) => void, fail: (e: Error) => void) =>
        backend.assignments.listen(bucketId, on, fail),
      submissions: (on: (s: Submission[]) => void, fail: (e: Error) => void) =>
        backend.submissions.listenForBucket(bucketId, on, fail),
      todos: (on: (t: Todo[]) => void, fail: (e: Error) => void) =>
        backend.todos.listen(teacherId, on, fail),
    };
  }, [backend, bucketId, teacherId]);
  return {
    bucket: useLiveValue(subscriptions?.bucket, null, 'The bucket'),
    members: useLiveValue(subscriptions?.members, [], 'Members'),
    assignments: useLiveValue(subscriptions?.assignments, [], 'Assignments'),
    submissions: useLiveValue(subscriptions?.submissions, [], 'Submissions'),
    todos: useLiveValue(subscriptions?.todos, [], 'To-dos'),
  };
}

/** A listener's value, undefined until its first snapshot. */
function useLiveValue<T>(subscribe: Subscribe<T> | undefined, fallback: T, what: string) {
  return useLiveData<T, T | undefined>(subscribe ?? null, { initial: undefined, fallback, what });
}

/** The bucket's access codes, for its current teachers and administrators, reloadable. */
export function useAccessCodes(bucketId: string) {
  const { backend } = useSession();
  const load = useMemo(
    () => (backend ? () => backend.accessCodes.listForBucket(bucketId) : null),
    [backend, bucketId],
  );
  const { value, failed, reload } = useLoadList<AccessCode>(load, 'Access codes');
  return { codes: value, failed, reload };
}
