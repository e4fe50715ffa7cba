import { format } from 'date-fns';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { Course } from '../../domain/courses.ts';
import type { CourseEdit } from './course-fields.ts';

/** Every course, by name; null while loading. A save reloads the list. */
export function useCourses() {
  const { backend } = useSession();
  const [courses, setCourses] = useState<Course[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.courses
      .list()
      .then((found) => {
        if (!live) return;
        setCourses(found);
        setFailed(false);
      })
      .catch((error: unknown) => {
        console.error('Courses could not be loaded', error);
        if (!live) return;
        setCourses([]);
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [backend, version]);

  const save = useCallback(
    async (id: string, edit: CourseEdit) => {
      if (!backend) throw new Error('Not signed in');
      await backend.courses.update(id, { ...edit, lastUpdated: format(new Date(), 'yyyy-MM-dd') });
      setVersion((v) => v + 1);
    },
    [backend],
  );
  return { courses, failed, save };
}
