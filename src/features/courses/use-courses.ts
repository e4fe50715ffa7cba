import { format } from 'date-fns';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useLoadList } from '../../session/use-load.ts';
import type { Course } from '../../domain/courses.ts';
import type { CourseEdit } from './course-fields.ts';

/** Every course, by name; null while loading. A save reloads the list. */
export function useCourses() {
  const { backend } = useSession();
  const load = useMemo(() => (backend ? () => backend.courses.list() : null), [backend]);
  const { value, failed, reload } = useLoadList<Course>(load, 'Courses');

  const save = useCallback(
    async (id: string, edit: CourseEdit) => {
      if (!backend) throw new Error('Not signed in');
      await backend.courses.update(id, { ...edit, lastUpdated: format(new Date(), 'yyyy-MM-dd') });
      reload();
    },
    [backend, reload],
  );
  return { courses: value, failed, save };
}
