import { useMemo } from 'react';
import type { CourseProgress } from '../domain/course-progress.ts';
import { useSession } from './session-context.ts';
import { useLiveData } from './use-live-data.ts';

/**
 * A learner's progress in one course, live: undefined while loading, null when not started
 * (and after a listener error, with `failed`). The dashboard card and the course page read it.
 */
export function useLiveCourseProgress(
  learnerId: string | undefined,
  courseId: string,
  enabled = true,
) {
  const { backend } = useSession();
  const subscribe = useMemo(
    () =>
      backend && learnerId && enabled
        ? (on: (p: CourseProgress | null) => void, fail: (e: Error) => void) =>
            backend.courseProgress.listen(learnerId, courseId, on, fail)
        : null,
    [backend, learnerId, courseId, enabled],
  );
  return useLiveData<CourseProgress | null, CourseProgress | null | undefined>(subscribe, {
    initial: undefined,
    fallback: null,
    what: 'Course progress',
  });
}
