import { useEffect, useState } from 'react';
import type { Course } from '../domain/courses.ts';
import { useSession } from './session-context.ts';

/** The courses collection, for choosing what a bucket teaches; empty when it cannot be read. */
export function useCourses(enabled = true) {
  const { backend } = useSession();
  const [courses, setCourses] = useState<Course[]>([]);
  useEffect(() => {
    if (!backend || !enabled) return;
    let live = true;
    backend.courses.list().then(
      (found) => live && setCourses(found),
      (error: unknown) => console.error('Courses could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [backend, enabled]);
  return courses;
}
