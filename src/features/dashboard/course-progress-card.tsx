import { Link } from 'react-router';
import type { CourseProgress } from '../../domain/course-progress.ts';

/** "S1000D course: 3 of 9 lessons" and a link to go on where the learner stopped. */
export function CourseProgressCard({ progress }: { progress: CourseProgress | null | undefined }) {
  if (progress === undefined) return null;
  const total = progress?.lessonCount ?? 0;
  const done = Math.min(progress?.completedLessonIds.length ?? 0, total);
  const finished = progress !== null && total > 0 && done === total;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <p className="text-slate-900">
        <span className="font-medium">S1000D course:</span>{' '}
        {progress ? `${done} of ${total} lessons` : 'not started'}
      </p>
      <Link to="/course/s1000d" className="btn-primary">
        {finished
          ? 'Review the S1000D course'
          : progress
            ? 'Continue the S1000D course'
            : 'Start the S1000D course'}
      </Link>
    </div>
  );
}
