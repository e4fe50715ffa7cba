import { useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { CourseProgress } from '../../domain/course-progress.ts';

type Props = { learnerId: string; courseId: string };

/**
 * One learner's progress in one course, live. The rules refuse a teacher a
 * progress document that does not exist yet, so a refusal reads as no progress.
 */
export function ProgressCell({ learnerId, courseId }: Props) {
  const { backend } = useSession();
  const [progress, setProgress] = useState<CourseProgress | null | undefined>(undefined);
  useEffect(() => {
    if (!backend) return;
    return backend.courseProgress.listen(learnerId, courseId, setProgress, () => setProgress(null));
  }, [backend, learnerId, courseId]);
  if (progress === undefined) return <>...</>;
  if (!progress || progress.lessonCount === 0) return <>No progress yet</>;
  const done = Math.min(progress.completedLessonIds.length, progress.lessonCount);
  return (
    <>
      {done} of {progress.lessonCount} lessons
    </>
  );
}
