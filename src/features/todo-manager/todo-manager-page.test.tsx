// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Todo } from '../../domain/todos.ts';
import type { UserProfile } from '../../domain/users.ts';
import TodoManagerPage from './todo-manager-page.tsx';
import { BUCKET_TEXT } from '../../lib/bucket-draft.ts';
import { TODO_TEXT } from './todo-manager.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';
import { testBucket, testCourse } from '../../testing/test-documents.ts';

afterEach(cleanup);

const teacher = testProfile({ uid: 't1', assignedRoles: ['school-role'] });

const todo = (id: string, title: string, status: Todo['status']): Todo => ({
  id,
  teacherId: 't1',
  title,
  notes: '',
  status,
  dueDate: null,
  bucketId: 'b1',
  submissionId: null,
  createdAt: null,
});

function renderPage(viewingAs: UserProfile | null = null) {
  const todos = {
    listen: vi.fn((_id: string, onChange: (list: Todo[]) => void) => {
      onChange([todo('a', 'Mark essays', 'pending'), todo('b', 'Plan term', 'done')]);
      return () => {};
    }),
    create: vi.fn(async () => 'c'),
    setStatus: vi.fn(async () => {}),
    update: vi.fn(async () => {}),
    remove: vi.fn(async () => {}),
  };
  const spring = testBucket({ name: 'Spring', isActive: false });
  const ipsBuckets = {
    listForTeacher: vi.fn(async () => [spring]),
    listenManaged: vi.fn((_id: string | null, onChange: (list: unknown[]) => void) => {
      onChange([spring]);
      return () => {};
    }),
    create: vi.fn(async () => 'new-bucket'),
  };
  const courses = { list: vi.fn(async () => [testCourse()]) };
  renderWithSession(<TodoManagerPage />, {
    profile: teacher,
    viewingAs,
    backend: { todos, ipsBuckets, courses },
  });
  return { ...todos, ipsBuckets };
}

describe('TodoManagerPage', () => {
  it('lists, filters, creates and changes the status of to-dos', async () => {
    const todos = renderPage();
    const list = screen.getByRole('list', { name: 'To-dos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(list).findAllByText(/Bucket: Spring/)).toHaveLength(2);
    expect(within(list).getAllByRole('link', { name: 'Open the bucket' })[0]).toHaveAttribute(
      'href',
      '/teacher/bucket/b1',
    );
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'done');
    expect(within(list).getByText('Plan term')).toBeInTheDocument();
    expect(within(list).queryByText('Mark essays')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add to-do' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TODO_TEXT.titleRequired);
    expect(todos.create).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Title'), 'Write report');
    await userEvent.click(screen.getByRole('button', { name: 'Add to-do' }));
    expect(todos.create).toHaveBeenCalledWith(
      expect.objectContaining({ teacherId: 't1', title: 'Write report', status: 'pending' }),
    );

    await userEvent.selectOptions(screen.getByLabelText('Status of Plan term'), 'in-progress');
    expect(todos.setStatus).toHaveBeenCalledWith('b', 'in-progress');
  });

  it('lists the teacher’s buckets with links and creates a new one', async () => {
    const { ipsBuckets } = renderPage();
    const buckets = screen.getByRole('list', { name: 'Buckets' });
    expect(within(buckets).getByRole('link', { name: 'Spring' })).toHaveAttribute(
      'href',
      '/teacher/bucket/b1',
    );
    expect(within(buckets).getByText('Inactive')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New bucket' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create bucket' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(BUCKET_TEXT.nameRequired);
    await userEvent.type(within(form).getByLabelText('Bucket name'), 'Autumn class');
    await userEvent.type(within(form).getByLabelText('Bucket ID'), 'AUT-27');
    await userEvent.click(await within(form).findByLabelText('S1000D'));
    await userEvent.click(within(form).getByRole('button', { name: 'Create bucket' }));
    expect(ipsBuckets.create).toHaveBeenCalledWith(
      { name: 'Autumn class', bucketId: 'AUT-27', isActive: true, courseIds: ['s1000d'] },
      't1',
    );
  });

  it('disables writes with a note while viewing as', () => {
    renderPage({ ...teacher, uid: 't2' } as UserProfile);
    expect(screen.getByRole('note')).toHaveTextContent(TODO_TEXT.readOnly);
    expect(screen.getByRole('button', { name: 'Add to-do' })).toBeDisabled();
    expect(screen.getByLabelText('Status of Mark essays')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit Mark essays' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Mark essays' })).toBeDisabled();
  });

  it('edits a to-do in place, refusing an empty title, and keeps its bucket link', async () => {
    const todos = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Mark essays' }));
    const form = screen.getByRole('form', { name: 'Edit Mark essays' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(TODO_TEXT.titleRequired);
    expect(todos.update).not.toHaveBeenCalled();

    await userEvent.type(title, ' Mark the essays ');
    await userEvent.type(within(form).getByLabelText('Notes'), 'Ten left');
    await userEvent.type(within(form).getByLabelText('Due date'), '2026-12-01');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'in-progress');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(todos.update).toHaveBeenCalledWith('a', {
      title: 'Mark the essays',
      notes: 'Ten left',
      dueDate: new Date(2026, 11, 1),
      status: 'in-progress',
    });
    expect(screen.queryByRole('form', { name: 'Edit Mark essays' })).toBeNull();
  });

  it('keeps the editor open with a message when the save fails', async () => {
    const todos = renderPage();
    todos.update.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Edit Plan term' }));
    const form = screen.getByRole('form', { name: 'Edit Plan term' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TODO_TEXT.saveFailed);
  });

  it('deletes a to-do only after confirming', async () => {
    const todos = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Plan term' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(todos.remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Plan term' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(todos.remove).toHaveBeenCalledWith('b');
  });
});
