// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Submission } from '../../domain/submissions.ts';
import type { Todo } from '../../domain/todos.ts';
import TeacherBucketPage from './teacher-bucket-page.tsx';
import { TEACHER_TEXT } from './teacher-bucket.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import { testBucket, testCourse } from '../../testing/test-documents.ts';

afterEach(cleanup);

const teacher = testProfile({ uid: 't1', assignedRoles: ['school-role'], selectedRole: 'school' });

const bucket = testBucket();

const emit =
  <T,>(value: T) =>
  (...args: unknown[]) => {
    (args.find((a) => typeof a === 'function') as (v: T) => void)(value);
    return () => {};
  };

function renderPage(teacherIds = ['t1']) {
  const submission = {
    id: 'session_x__a1',
    learnerId: 'session_x',
    learnerName: 'Sam',
    assignmentId: 'a1',
    text: 'My essay',
    status: 'submitted',
    feedback: '',
    submittedAt: null,
  } as Submission;
  const todo = { id: 'todo-1', submissionId: 'session_x__a1', status: 'pending' } as Todo;
  const backend = {
    ipsBuckets: { listen: emit({ ...bucket, teacherIds }), setActive: vi.fn(async () => {}) },
    bucketMembers: {
      listen: emit([{ learnerId: 'session_x', name: 'Sam', kind: 'session', joinedAt: null }]),
    },
    courseProgress: {
      listen: emit({ completedLessonIds: ['l1', 'l2', 'l3'], lessonCount: 9 }),
    },
    assignments: { listen: emit([]) },
    submissions: { listenForBucket: emit([submission]), review: vi.fn(async () => {}) },
    todos: { listen: emit([todo]) },
    courses: { list: vi.fn(async () => [testCourse()]) },
    accessCodes: {
      listForBucket: vi.fn(async () => []),
      create: vi.fn(async () => 'ABCDEFGHJKMNPQRS'),
    },
  };
  renderWithSession(<TeacherBucketPage />, {
    route: ['/teacher/bucket/:bucketId', '/teacher/bucket/b1'],
    profile: teacher,
    backend,
  });
  return backend;
}

describe('TeacherBucketPage', () => {
  it('is only for the bucket’s teachers and administrators', () => {
    renderPage(['someone-else']);
    expect(screen.getByText(TEACHER_TEXT.notFound)).toBeInTheDocument();
  });

  it('shows each student with how they joined and their progress in the bucket’s courses', async () => {
    renderPage();
    const students = screen.getByRole('table', { name: 'Students of this bucket' });
    expect(await within(students).findByRole('columnheader', { name: 'S1000D' })).toBeVisible();
    const row = within(students).getByRole('row', { name: /Sam/ });
    expect(row).toHaveTextContent('Access code');
    expect(row).toHaveTextContent('3 of 9 lessons');
  });

  it('issues an access code and shows it once with Copy', async () => {
    const backend = renderPage();
    const form = screen.getByRole('form', { name: 'New access code' });
    await userEvent.click(within(form).getByRole('button', { name: 'Issue access code' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TEACHER_TEXT.descriptionRequired);
    await userEvent.type(within(form).getByLabelText('Description'), 'Spring term');
    await userEvent.type(within(form).getByLabelText('Expiry date'), '2099-01-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Issue access code' }));
    expect(backend.accessCodes.create).toHaveBeenCalledWith(
      expect.objectContaining({ bucketId: 'b1', description: 'Spring term', usesLeft: 30 }),
      't1',
    );
    expect(await screen.findByLabelText('Issued access code')).toHaveTextContent(
      'ABCDEFGHJKMNPQRS',
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('reviews a submission and closes the teacher’s to-do for it', async () => {
    const backend = renderPage();
    await userEvent.type(screen.getByLabelText('Feedback for Sam'), 'Good.');
    expect(screen.getByLabelText('Also mark my to-do for it done')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    expect(backend.submissions.review).toHaveBeenCalledWith('b1', 'session_x__a1', {
      feedback: 'Good.',
      reviewedBy: 't1',
      closeTodoIds: ['todo-1'],
    });
  });

  it('deactivates the bucket in one click', async () => {
    const backend = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(backend.ipsBuckets.setActive).toHaveBeenCalledWith('b1', false);
  });
});
