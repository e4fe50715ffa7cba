// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { testProfile, testSession } from '../testing/render-with-session.tsx';
import { OwnDisplayNameEditor } from './own-display-name-editor.tsx';
import { SessionContext } from './session-context.ts';

afterEach(cleanup);

const ada = testProfile({ uid: 'ada', displayName: 'Ada' });

function renderEditor(options: Parameters<typeof testSession>[0]) {
  const session = { ...testSession(options), updateDisplayName: vi.fn(() => Promise.resolve()) };
  render(
    <SessionContext value={session}>
      <OwnDisplayNameEditor />
    </SessionContext>,
  );
  return session.updateDisplayName;
}

it("saves the signed-in user's new name through the session", async () => {
  const update = renderEditor({ profile: ada });
  expect(screen.getByText('Ada')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const field = screen.getByLabelText('Display name');
  await userEvent.clear(field);
  await userEvent.type(field, ' Ada L. ');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(update).toHaveBeenCalledWith('Ada L.');
});

it('shows the viewed user name and offers no edit while viewing as them', () => {
  renderEditor({ profile: ada, viewingAs: testProfile({ uid: 'bo', displayName: 'Bo' }) });
  expect(screen.getByText('Bo')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
});
