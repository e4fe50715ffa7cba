// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseProgress } from '../../domain/course-progress.ts';
import type { UserProfile } from '../../domain/users.ts';
import { COURSE_TEXT } from './course-text.ts';
import S1000dCoursePage from './s1000d-course-page.tsx';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import { testCourse } from '../../testing/test-documents.ts';

afterEach(cleanup);

const student = testProfile({ uid: 'student-1', enrolledCourses: ['b1'] });
const admin = testProfile({
  uid: 'admin-1',
  assignedRoles: ['system-administrator'],
  isSystemAdmin: true,
});

function renderPage(options: {
  own: UserProfile;
  viewingAs?: UserProfile | null;
  status?: 'active' | 'inactive';
  progress?: CourseProgress | null;
}) {
  const courseProgress = {
    listen: vi.fn((_l: string, _c: string, onChange: (p: CourseProgress | null) => void) => {
      onChange(options.progress ?? null);
      return () => {};
    }),
    saveAnswers: vi.fn(async () => {}),
  };
  const courses = {
    get: vi.fn(async () =>
      testCourse(options.status === 'inactive' ? { status: 'inactive', accessLevel: 'none' } : {}),
    ),
  };
  renderWithSession(<S1000dCoursePage />, {
    route: ['/course/s1000d', '/course/s1000d'],
    profile: options.own,
    viewingAs: options.viewingAs,
    backend: { courseProgress, courses },
  });
  return courseProgress;
}

async function answerFirstLessonRight() {
  const user = userEvent.setup();
  const groups = await screen.findAllByRole('group');
  await user.click(within(groups[0]!).getByLabelText('In a common source database (CSDB)'));
  await user.click(within(groups[1]!).getByLabelText('The identification and status section'));
  await user.click(within(groups[2]!).getByLabelText('Remove procedures'));
  await user.click(screen.getByRole('button', { name: 'Check answers' }));
}

describe('S1000dCoursePage', () => {
  it('saves a passed check with the learner, enrolled buckets and the completed lesson', async () => {
    const progress = renderPage({ own: student });
    await answerFirstLessonRight();
    expect(await screen.findByText(/All correct\. This lesson is complete\./)).toBeTruthy();
    expect(progress.saveAnswers).toHaveBeenCalledWith(
      expect.objectContaining({
        learnerId: 'student-1',
        courseId: 's1000d',
        enrolledCourses: ['b1'],
        lessonCount: 9,
        completedLessonId: 'data-modules',
      }),
    );
  });

  it('checks but never saves while an administrator views as the student', async () => {
    const progress = renderPage({ own: admin, viewingAs: student });
    expect(await screen.findByText(COURSE_TEXT.readOnly)).toBeTruthy();
    await answerFirstLessonRight();
    expect(await screen.findByText(COURSE_TEXT.passed)).toBeTruthy();
    expect(progress.saveAnswers).not.toHaveBeenCalled();
  });

  it('asks for every answer before grading', async () => {
    const progress = renderPage({ own: student });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check answers' }));
    expect(await screen.findByText(COURSE_TEXT.unanswered)).toBeTruthy();
    expect(progress.saveAnswers).not.toHaveBeenCalled();
  });

  it('keeps students out of an inactive course; administrators preview it without saving', async () => {
    renderPage({ own: student, status: 'inactive' });
    expect(await screen.findByText(COURSE_TEXT.closed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check answers' })).toBeNull();
    cleanup();
    const progress = renderPage({ own: admin, status: 'inactive' });
    expect(await screen.findByText(COURSE_TEXT.adminPreview)).toBeTruthy();
    await answerFirstLessonRight();
    expect(progress.saveAnswers).not.toHaveBeenCalled();
  });

  it('restores progress: completed lessons are marked and the next one opens', async () => {
    renderPage({
      own: student,
      progress: {
        learnerId: 'student-1',
        courseId: 's1000d',
        bucketIds: ['b1'],
        completedLessonIds: ['data-modules'],
        answers: { 'data-modules:q1': { choice: 'b', correct: true } },
        lessonCount: 9,
        updatedAt: null,
      },
    });
    expect(await screen.findByText('1 of 9 lessons complete')).toBeTruthy();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'The data module code: product and SNS segments',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /What a data module is\s*\(complete\)/ })).toBeTruthy();
  });
});
