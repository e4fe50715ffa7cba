import { Link } from 'react-router';
import type { Course } from '../../domain/courses.ts';
import { isCourseOpen } from '../../lib/course-access.ts';
import { CourseIcon } from './course-icon.tsx';
import { COURSE_COLOURS } from './course-icons.ts';

/** Courses with content in the app, by course id. */
const COURSE_PAGES: Readonly<Record<string, string>> = { s1000d: '/course/s1000d' };

type Props = { course: Course; isAdministrator: boolean; onEdit: (() => void) | null };

export function CourseCard({ course, isAdministrator, onEdit }: Props) {
  const open = isCourseOpen(course);
  const page = COURSE_PAGES[course.id];
  const headingId = `course-${course.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex items-start gap-3">
        <span className={`rounded-md p-2 ${COURSE_COLOURS[course.color].className}`}>
          <CourseIcon name={course.icon} className="h-5 w-5" />
        </span>
        <div className="flex-1">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {course.name}
          </h2>
          <p className="flex flex-wrap gap-2 text-xs">
            <span
              className={`rounded px-1.5 py-0.5 ${open ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
            >
              {course.status === 'active' ? 'Active' : 'Inactive'}
            </span>
            <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">
              Access: {course.accessLevel === 'full' ? 'Full' : 'None'}
            </span>
          </p>
        </div>
      </div>
      <p className="text-sm leading-6 text-slate-700">{course.description}</p>
      {course.features.length > 0 && (
        <ul
          aria-label={`${course.name} features`}
          className="list-disc pl-5 text-sm text-slate-700"
        >
          {course.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
        {page && (open || isAdministrator) ? (
          <Link to={page} className="btn-primary">
            Open {course.name} course
          </Link>
        ) : (
          <span className="text-sm text-slate-600">
            {open ? 'Lessons are coming soon.' : 'Not open to students.'}
          </span>
        )}
        {onEdit && (
          <button type="button" className="btn-secondary" onClick={onEdit}>
            Edit {course.name}
          </button>
        )}
      </div>
    </article>
  );
}
