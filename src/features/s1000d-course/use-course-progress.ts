import { useCallback, useMemo } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useLiveCourseProgress } from '../../session/use-course-progress.ts';
import { useLoad } from '../../session/use-load.ts';
import type { ProgressUpdate } from '../../domain/course-progress.ts';
import type { Course } from '../../domain/courses.ts';

export type CourseState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; course: Course };

/** The course document: whether it exists and is open to students. */
export function useCourse(courseId: string): CourseState {
  const { backend } = useSession();
  const load = useMemo(
    () =>
      backend
        ? () =>
            backend.courses
              .get(courseId)
              .then((course): CourseState => (course ? { status: 'ready', course } : MISSING))
        : null,
    [backend, courseId],
  );
  return useLoad<CourseState>(load, { initial: LOADING, fallback: FAILED, what: 'The course' })
    .value;
}

const LOADING: CourseState = { status: 'loading' };
const MISSING: CourseState = { status: 'missing' };
const FAILED: CourseState = { status: 'failed' };

/** The learner's progress, live; undefined while the first snapshot is on its way. */
export function useCourseProgress(learnerId: string | undefined, courseId: string) {
  const { backend, isSessionUser } = useSession();
  const { value: progress, failed } = useLiveCourseProgress(learnerId, courseId);
  const save = useCallback(
    async (update: ProgressUpdate) => {
      if (!backend) throw new Error('Not signed in');
      try {
        await backend.courseProgress.saveAnswers(update);
      } catch (error) {
        // The rules want bucketIds as stored now; a teacher may have enrolled the learner since the profile loaded.
        const stored = isSessionUser
          ? await backend.sessions.get(update.learnerId)
          : await backend.users.get(update.learnerId);
        const enrolled = stored?.enrolledCourses ?? [];
        if (enrolled.join('\n') === update.enrolledCourses.join('\n')) throw error;
        await backend.courseProgress.saveAnswers({ ...update, enrolledCourses: enrolled });
      }
    },
    [backend, isSessionUser],
  );
  return { progress, failed, save };
}
