import { useMemo } from 'react';
import type { Course } from '../domain/courses.ts';
import { useSession } from './session-context.ts';
import { useLoad } from './use-load.ts';

/** The courses collection, for choosing what a bucket teaches; empty when it cannot be read. */
export function useCourses(enabled = true) {
  const { backend } = useSession();
  const load = useMemo(
    () => (backend && enabled ? () => backend.courses.list() : null),
    [backend, enabled],
  );
  return useLoad<Course[]>(load, { initial: [], fallback: [], what: 'Courses' }).value;
}
