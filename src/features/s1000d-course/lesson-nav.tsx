import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { Lesson } from './course-model.ts';

type Props = { lessons: readonly Lesson[]; current: string; completedIds: readonly string[] };

/** The ordered lessons; a tick marks each completed one (and says so to screen readers). */
export function LessonNav({ lessons, current, completedIds }: Props) {
  return (
    <nav aria-label="Lessons">
      <ol className="flex flex-col gap-1">
        {lessons.map((lesson, index) => {
          const complete = completedIds.includes(lesson.id);
          const Icon = complete ? CheckCircle2 : Circle;
          const isCurrent = lesson.id === current;
          return (
            <li key={lesson.id}>
              <Link
                to={`?lesson=${lesson.id}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex items-start gap-2 rounded-md px-2 py-1.5 text-sm ${
                  isCurrent
                    ? 'bg-blue-50 font-semibold text-blue-900'
                    : 'text-slate-800 hover:bg-slate-100'
                }`}
              >
                <Icon
                  aria-hidden
                  className={`mt-0.5 h-4 w-4 shrink-0 ${complete ? 'text-green-700' : 'text-slate-400'}`}
                />
                <span>
                  {index + 1}. {lesson.title}
                  {complete && <span className="sr-only"> (complete)</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
