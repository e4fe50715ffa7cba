import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useViewer } from '../../session/use-viewer.ts';
import type { CourseAnswer } from '../../domain/course-progress.ts';
import { isCourseOpen } from '../../lib/course-access.ts';
import { Loading } from '../../ui/loading.tsx';
import { completedLessons, nextLesson } from './course-progress-logic.ts';
import { COURSE_TEXT, progressText } from './course-text.ts';
import { LessonBlocks } from './lesson-blocks.tsx';
import { LessonCheck } from './lesson-check.tsx';
import { LessonNav } from './lesson-nav.tsx';
import { S1000D_COURSE_ID, S1000D_LESSONS } from './s1000d-course.ts';
import { useCourse, useCourseProgress } from './use-course-progress.ts';

export default function S1000dCoursePage() {
  const { profile, isAdministrator, readOnly } = useViewer();
  const course = useCourse(S1000D_COURSE_ID);
  const { progress, failed, save } = useCourseProgress(profile?.uid, S1000D_COURSE_ID);
  const [params, setParams] = useSearchParams();
  const requested = params.get('lesson');
  const completedIds = progress?.completedLessonIds ?? [];
  const resumeAt = progress === undefined ? null : nextLesson(S1000D_LESSONS, completedIds).id;
  // Pin the lesson in the address, so passing its check does not move the page on.
  useEffect(() => {
    if (!requested && resumeAt) setParams({ lesson: resumeAt }, { replace: true });
  }, [requested, resumeAt, setParams]);

  if (!profile || course.status === 'loading' || progress === undefined) {
    return <Loading text="Loading S1000D..." />;
  }
  if (course.status !== 'ready') {
    return (
      <Notice text={course.status === 'missing' ? COURSE_TEXT.notFound : COURSE_TEXT.loadFailed} />
    );
  }
  const open = isCourseOpen(course.course);
  if (!open && !isAdministrator) return <Notice text={COURSE_TEXT.closed} />;

  const lessons = S1000D_LESSONS;
  const lesson = lessons.find((l) => l.id === requested) ?? nextLesson(lessons, completedIds);
  const index = lessons.indexOf(lesson);
  const done = completedLessons(lessons, completedIds).length;
  const canSave = open && !readOnly;

  const saveAnswers = async (answers: Record<string, CourseAnswer>, passed: boolean) => {
    await save({
      learnerId: profile.uid,
      courseId: S1000D_COURSE_ID,
      enrolledCourses: profile.enrolledCourses,
      lessonCount: lessons.length,
      answers,
      completedLessonId: passed ? lesson.id : null,
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm text-slate-600">
          <Link to="/courses" className="text-blue-800 underline">
            Courses
          </Link>{' '}
          / {course.course.name}
        </p>
        <h1 className="text-2xl font-semibold text-slate-900">S1000D course</h1>
        <div className="flex items-center gap-3">
          <progress
            aria-label="Course progress"
            max={lessons.length}
            value={done}
            className="h-2 w-48 accent-blue-700"
          />
          <span className="text-sm text-slate-700">{progressText(done, lessons.length)}</span>
        </div>
      </header>
      {!open && <Notice text={COURSE_TEXT.adminPreview} />}
      {open && readOnly && <Notice text={COURSE_TEXT.readOnly} />}
      {failed && <Notice text={COURSE_TEXT.progressFailed} />}
      <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <LessonNav lessons={lessons} current={lesson.id} completedIds={completedIds} />
        <article aria-labelledby="lesson-title" className="flex flex-col gap-6">
          <header>
            <p className="text-sm font-medium text-slate-600">
              Lesson {index + 1} of {lessons.length}
              {completedIds.includes(lesson.id) && ' · Complete'}
            </p>
            <h2 id="lesson-title" className="text-2xl font-semibold text-slate-900">
              {lesson.title}
            </h2>
            <p className="mt-1 max-w-prose text-lg leading-7 text-slate-700">{lesson.summary}</p>
          </header>
          <LessonBlocks blocks={lesson.body} />
          <LessonCheck
            key={lesson.id}
            lesson={lesson}
            savedAnswers={progress?.answers ?? {}}
            onSave={canSave ? saveAnswers : null}
          />
          <nav aria-label="Lesson pages" className="flex max-w-prose justify-between gap-4">
            {index > 0 ? (
              <Link to={`?lesson=${lessons[index - 1]!.id}`} className="btn-secondary">
                Previous: {lessons[index - 1]!.title}
              </Link>
            ) : (
              <span />
            )}
            {index < lessons.length - 1 && (
              <Link to={`?lesson=${lessons[index + 1]!.id}`} className="btn-primary">
                Next: {lessons[index + 1]!.title}
              </Link>
            )}
          </nav>
        </article>
      </div>
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return <p className="max-w-prose rounded-md bg-amber-50 p-3 text-amber-900">{text}</p>;
}
