import { useMemo } from 'react';
import { useLiveData } from '../../session/use-live-data.ts';
import { useSession } from '../../session/session-context.ts';
import type { CourseProgress } from '../../domain/course-progress.ts';

/** A learner's progress in one course, live; undefined while loading, null when not started. */
export function useCourseProgress(
  learnerId: string | undefined,
  courseId: string,
  enabled: boolean,
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
  }).value;
}
