import { useMemo } from 'react';
import { useLiveList } from '../../session/use-live-data.ts';
import { useLoad } from '../../session/use-load.ts';
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
  const { value, failed } = useLiveList<Todo>(subscribe, 'To-dos');
  return { todos: value, failed };
}

/** The buckets the teacher teaches, for linking a to-do to one. */
export function useTeacherBuckets(teacherId: string | undefined) {
  const { backend } = useSession();
  const load = useMemo(
    () => (backend && teacherId ? () => backend.ipsBuckets.listForTeacher(teacherId) : null),
    [backend, teacherId],
  );
  const { value, failed } = useLoad<IpsBucket[]>(load, {
    initial: [],
    fallback: [],
    what: 'Buckets',
  });
  return { buckets: value, failed };
}
