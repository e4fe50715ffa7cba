import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { CourseProgress } from '../../domain/course-progress.ts';

/** A learner's progress in one course, live; undefined while loading, null when not started. */
export function useCourseProgress(
  learnerId: string | undefined,
  courseId: string,
  enabled: boolean,
) {
  const { backend } = useSession();
  const [progress, setProgress] = useState<CourseProgress | null | undefined>(undefined);
  useEffect(() => {
    if (!backend || !learnerId || !enabled) return;
    return backend.courseProgress.listen(learnerId, courseId, setProgress, (error) => {
      console.error('Course progress could not be loaded', error);
      setProgress(null);
    });
  }, [backend, learnerId, courseId, enabled]);
  return progress;
}
