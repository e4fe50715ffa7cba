// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLES } from '../../access/default-roles.ts';
import { SessionContext, type Session } from '../../session/session-context.ts';
import type { Backend } from '../../data/backend.ts';
import type { UserProfile } from '../../domain/users.ts';
import UserManagementPage from './user-management-page.tsx';

afterEach(cleanup);

const profile = (uid: string, extra: Partial<UserProfile> = {}) =>
  ({
    uid,
    email: `${uid}@example.com`,
    name: uid,
    displayName: uid,
    assignedRoles: [],
    enrolledCourses: [],
    selectedRole: null,
    isSystemAdmin: false,
    active: true,
    lastLogin: null,
    ...extra,
  }) as UserProfile;

const admin = profile('admin', { isSystemAdmin: true });
const ada = profile('ada', {
  assignedRoles: ['maintainer-role'],
  lastLogin: new Date('2025-03-04T15:07:00Z'),
});

function renderPage(viewingAs: UserProfile | null = null) {
  const users = {
    listenNewestFirst: vi.fn((onChange: (u: UserProfile[]) => void) => {
      onChange([ada, admin]);
      return () => {};
    }),
    setActive: vi.fn(async () => {}),
    assignRoles: vi.fn(async () => {}),
  };
  const backend = {
    users,
    roles: { list: vi.fn(async () => [...DEFAULT_ROLES]) },
  } as unknown as Backend;
  const session = {
    backend,
    ownProfile: admin,
    profile: viewingAs ?? admin,
    viewingAs,
    roles: DEFAULT_ROLES,
  } as unknown as Session;
  render(
    <SessionContext value={session}>
      <MemoryRouter>
        <UserManagementPage />
      </MemoryRouter>
    </SessionContext>,
  );
  return users;
}

describe('UserManagementPage, Users tab', () => {
  it('lists users with roles, last login, and writes for an administrator', async () => {
    const users = renderPage();
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Has Roles')).toBeVisible();
    expect(within(row).getByText('Maintainer')).toBeVisible();
    expect(within(row).getByText('March 4, 2025 at 3:07 PM')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate ada@example.com' }));
    expect(users.setActive).toHaveBeenCalledWith('ada', false);
  });

  it('keeps the administrator from changing their own roles or status', async () => {
    renderPage();
    const row = (await screen.findByText('admin@example.com')).closest('tr')!;
    expect(within(row).getByText('No Roles')).toBeVisible();
    expect(
      within(row).getByRole('button', { name: 'Edit roles of admin@example.com' }),
    ).toBeDisabled();
  });

  it('saves roles from the dialog and offers the system administrator flag', async () => {
    const users = renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit roles of ada@example.com' }),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Operator' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /System administrator \(every/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(users.assignRoles).toHaveBeenCalledWith('ada', {
      assignedRoles: ['maintainer-role', 'operator-role'],
      isSystemAdmin: true,
      selectedRole: null,
    });
  });

  it('disables every write while viewing as, with a note', async () => {
    renderPage(profile('viewed', { isSystemAdmin: true }));
    expect(await screen.findByRole('note')).toHaveTextContent('changes are disabled');
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    for (const button of within(row).getAllByRole('button')) expect(button).toBeDisabled();
  });

  it('searches by name or e-mail', async () => {
    renderPage();
    await screen.findByText('ada@example.com');
    await userEvent.type(screen.getByRole('searchbox'), 'ADA@');
    expect(screen.queryByText('admin@example.com')).toBeNull();
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });
});
