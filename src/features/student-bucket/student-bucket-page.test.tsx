// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '../../domain/assignments.ts';
import type { IpsBucket } from '../../domain/ips-buckets.ts';
import type { Submission } from '../../domain/submissions.ts';
import StudentBucketPage from './student-bucket-page.tsx';
import { STUDENT_TEXT } from './student-bucket.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import { testBucket } from '../../testing/test-documents.ts';

afterEach(cleanup);

const learner = testProfile({
  uid: 'session_abc',
  name: 'Sam',
  displayName: 'Sam',
  enrolledCourses: ['b1'],
});

const bucket = (isActive: boolean) => testBucket({ isActive });

const assignment = (id: string, title: string, dueDate: Date | null): Assignment => ({
  id,
  title,
  instructions: 'Write a paragraph.',
  dueDate,
  courseId: 's1000d',
  createdBy: 't1',
  createdAt: null,
});

function renderPage(isActive: boolean, own: Record<string, Submission | null>) {
  const submit = vi.fn(async () => {});
  const backend = {
    ipsBuckets: {
      listen: (_id: string, on: (b: IpsBucket) => void) => (on(bucket(isActive)), () => {}),
    },
    assignments: {
      listen: (_id: string, on: (a: Assignment[]) => void) => (
        on([
          assignment('a1', 'Essay', new Date('2020-01-01T00:00:00Z')),
          assignment('a2', 'Report', null),
        ]),
        () => {}
      ),
    },
    submissions: {
      listenOwn: (_b: string, _l: string, id: string, on: (s: Submission | null) => void) => (
        on(own[id] ?? null),
        () => {}
      ),
      submit,
    },
    courses: { list: vi.fn(async () => []) },
  };
  renderWithSession(<StudentBucketPage />, {
    route: ['/bucket/:bucketId', '/bucket/b1'],
    profile: learner,
    backend,
    overrides: { roles: [], isSessionUser: true },
  });
  return { submit, courses: backend.courses };
}

describe('StudentBucketPage', () => {
  it('shows the courses, marks an overdue assignment, shows feedback and submits work', async () => {
    const reviewed = {
      id: 'session_abc__a2',
      text: 'My report',
      status: 'reviewed',
      feedback: 'Well done.',
      submittedAt: null,
    } as Submission;
    const { submit, courses } = renderPage(true, { a2: reviewed });
    expect(screen.getByRole('link', { name: 'S1000D' })).toHaveAttribute('href', '/course/s1000d');
    expect(courses.list).not.toHaveBeenCalled();
    const [essay, report] = within(screen.getByRole('list', { name: 'Assignments' })).getAllByRole(
      'listitem',
    );
    expect(essay).toHaveTextContent('Overdue');
    expect(report).not.toHaveTextContent('Overdue');
    expect(report).toHaveTextContent('Feedback: Well done.');

    const work = screen.getAllByLabelText(/Your work|Submit again/);
    await userEvent.click(screen.getAllByRole('button', { name: 'Submit work' })[0]!);
    expect(screen.getByRole('alert')).toHaveTextContent(STUDENT_TEXT.textRequired);
    await userEvent.type(work[0]!, 'A DMC names a data module.');
    await userEvent.click(screen.getAllByRole('button', { name: 'Submit work' })[0]!);
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({
        assignment: expect.objectContaining({ id: 'a1' }),
        learner: { id: 'session_abc', name: 'Sam' },
      }),
      'A DMC names a data module.',
      false,
    );
  });

  it('an inactive bucket shows the tag and a note, and its forms are disabled', () => {
    renderPage(false, {});
    expect(screen.getByRole('heading', { name: /Spring S1000D/ })).toHaveTextContent('Inactive');
    expect(screen.getByRole('note')).toHaveTextContent(STUDENT_TEXT.inactive);
    for (const button of screen.getAllByRole('button', { name: 'Submit work' })) {
      expect(button).toBeDisabled();
    }
  });
});
