import { useEffect, useMemo, useState } from 'react';
import { useLiveData } from '../../session/use-live-data.ts';
import { useSession } from '../../session/session-context.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import type { Todo } from '../../domain/todos.ts';

/** The teacher's to-dos, live; null while the first snapshot is on its way. */
export function useTodos(teacherId: string | undefined) {
  const { backend } = useSession();
  const subscribe = useMemo(
    () =>
      backend && teacherId
        ? (on: (todos: Todo[]) => void, fail: (e: Error) => void) =>
            backend.todos.listen(teacherId, on, fail)
        : null,
    [backend, teacherId],
  );
  const { value, failed } = useLiveData<Todo[], Todo[] | null>(subscribe, {
    initial: null,
    fallback: [],
    what: 'To-dos',
  });
  return { todos: value, failed };
}

/** The buckets the teacher teaches, for linking a to-do to one. */
export function useTeacherBuckets(teacherId: string | undefined) {
  const { backend } = useSession();
  const [buckets, setBuckets] = useState<IpsBucket[]>([]);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!backend || !teacherId) return;
    let live = true;
    backend.ipsBuckets
      .listForTeacher(teacherId)
      .then((found) => {
        if (live) setBuckets(found);
      })
      .catch((error: unknown) => {
        console.error('Buckets could not be loaded', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [backend, teacherId]);
  return { buckets, failed };
}
