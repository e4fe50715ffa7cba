// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLES } from '../../access/default-roles.ts';
import { SessionContext, type Session } from '../../app/session/session-context.ts';
import type { Backend } from '../../data/backend.ts';
import type { Todo } from '../../data/todos.ts';
import type { UserProfile } from '../../data/users.ts';
import TodoManagerPage from './todo-manager-page.tsx';
import { TODO_TEXT } from './todo-manager.ts';

afterEach(cleanup);

const teacher = {
  uid: 't1',
  assignedRoles: ['school-role'],
  isSystemAdmin: false,
  active: true,
} as unknown as UserProfile;

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
  };
  const ipsBuckets = {
    listForTeacher: vi.fn(async () => [{ id: 'b1', bucketId: 'b1', name: 'Spring' }]),
  };
  const session = {
    backend: { todos, ipsBuckets } as unknown as Backend,
    ownProfile: teacher,
    profile: viewingAs ?? teacher,
    viewingAs,
    roles: DEFAULT_ROLES,
  };
  render(
    <SessionContext value={session as unknown as Session}>
      <MemoryRouter>
        <TodoManagerPage />
      </MemoryRouter>
    </SessionContext>,
  );
  return todos;
}

describe('TodoManagerPage', () => {
  it('lists, filters, creates and changes the status of to-dos', async () => {
    const todos = renderPage();
    const list = screen.getByRole('list', { name: 'To-dos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(await within(list).findAllByText(/Bucket: Spring/)).toHaveLength(2);
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

  it('disables writes with a note while viewing as', () => {
    renderPage({ ...teacher, uid: 't2' } as UserProfile);
    expect(screen.getByRole('note')).toHaveTextContent(TODO_TEXT.readOnly);
    expect(screen.getByRole('button', { name: 'Add to-do' })).toBeDisabled();
    expect(screen.getByLabelText('Status of Mark essays')).toBeDisabled();
  });
});
