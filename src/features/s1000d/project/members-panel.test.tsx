// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../testing/render-with-session.tsx';
import { testS1000dProject } from '../../../testing/test-documents.ts';
import { MembersPanel } from './members-panel.tsx';
import { MEMBERS_TEXT } from './members-text.ts';

afterEach(cleanup);

const project = testS1000dProject();
const actor = { uid: 'ada', name: 'Ada' };

it('adds a colleague found by e-mail with the project role chosen', async () => {
  const setMembers = vi.fn(async () => undefined);
  const find = vi.fn(async () => ({ uid: 'bob', displayName: 'Bob' }));
  renderWithSession(<MembersPanel project={project} canManage actor={actor} />, {
    backend: { s1000dProjects: { setMembers }, userDirectory: { find } },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Colleague's e-mail"), 'bob@example.com');
  await user.selectOptions(screen.getByLabelText('Project role'), 'author');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  await waitFor(() =>
    expect(setMembers).toHaveBeenCalledWith('p1', { ada: 'manager', bob: 'author' }, actor),
  );
  expect(find).toHaveBeenCalledWith('bob@example.com');
  expect(screen.getByLabelText("Colleague's e-mail")).toHaveValue('');
});

it('refuses an address the colleague cannot sign in with, and writes nothing', async () => {
  const setMembers = vi.fn(async () => undefined);
  renderWithSession(<MembersPanel project={project} canManage actor={actor} />, {
    backend: { s1000dProjects: { setMembers } },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Colleague's e-mail"), 'bob@example');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(MEMBERS_TEXT.email);
  expect(setMembers).not.toHaveBeenCalled();
});
