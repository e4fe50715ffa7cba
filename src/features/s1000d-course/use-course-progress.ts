import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { CourseProgress, ProgressUpdate } from '../../domain/course-progress.ts';
import type { Course } from '../../domain/courses.ts';

export type CourseState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; course: Course };

/** The course document: whether it exists and is open to students. */
export function useCourse(courseId: string): CourseState {
  const { backend } = useSession();
  const [state, setState] = useState<CourseState>({ status: 'loading' });
  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.courses
      .get(courseId)
      .then((course) => {
        if (live) setState(course ? { status: 'ready', course } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        console.error('The course could not be loaded', error);
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [backend, courseId]);
  return state;
}

/** The learner's progress, live; undefined while the first snapshot is on its way. */
export function useCourseProgress(learnerId: string | undefined, courseId: string) {
  const { backend, isSessionUser } = useSession();
  const [progress, setProgress] = useState<CourseProgress | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!backend || !learnerId) return;
    return backend.courseProgress.listen(
      learnerId,
      courseId,
      (found) => {
        setProgress(found);
        setFailed(false);
      },
      (error) => {
        console.error('Course progress could not be loaded', error);
        setProgress(null);
        setFailed(true);
      },
    );
  }, [backend, learnerId, courseId]);
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
