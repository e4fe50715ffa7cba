import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import type { Todo } from '../../domain/todos.ts';

/** The teacher's to-dos, live; null while the first snapshot is on its way. */
export function useTodos(teacherId: string | undefined) {
  const { backend } = useSession();
  const [todos, setTodos] = useState<Todo[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!backend || !teacherId) return;
    return backend.todos.listen(
      teacherId,
      (found) => {
        setTodos(found);
        setFailed(false);
      },
      (error) => {
        console.error('To-dos could not be loaded', error);
        setTodos([]);
        setFailed(true);
      },
    );
  }, [backend, teacherId]);
  return { todos, failed };
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
