// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ROLES } from '../../access/default-roles.ts';
import type { UserProfile } from '../../domain/users.ts';
import { role } from '../../access/test-roles.ts';
import UserManagementPage from './user-management-page.tsx';
import { ADMINISTRATOR_TEXTS } from './user-management.ts';
import { renderWithSession, testProfile } from '../../testing/render-with-session.tsx';

afterEach(cleanup);

const profile = (uid: string, extra: Partial<UserProfile> = {}) =>
  testProfile({ uid, email: `${uid}@example.com`, name: uid, displayName: uid, ...extra });

const admin = profile('admin', { isSystemAdmin: true });
const ada = profile('ada', {
  assignedRoles: ['maintainer-role'],
  lastLogin: new Date('2025-03-04T15:07:00Z'),
});

/** A user manager who is no administrator, and a role only administrators give. */
const PEOPLE_ROLE = role('people', { 'user-management': { view: true, edit: true } });
const COURSE_ADMIN = role('course-admin', { dashboard: { view: true } }, { name: 'Course Admin' });
const ROLES = [...DEFAULT_ROLES, PEOPLE_ROLE, COURSE_ADMIN].map((r) => ({
  ...r,
  createdAt: null,
  updatedAt: null,
}));
const manager = profile('manager', { assignedRoles: ['people'] });
const namedAdmin = profile('named', { assignedRoles: ['course-admin'] });

function renderPage(viewingAs: UserProfile | null = null, own: UserProfile = admin) {
  const users = {
    listenNewestFirst: vi.fn((onChange: (u: UserProfile[]) => void) => {
      onChange([ada, admin, namedAdmin, manager]);
      return () => {};
    }),
    setActive: vi.fn(async () => {}),
    assignRoles: vi.fn(async () => {}),
  };
  const backend = {
    users,
    roles: { list: vi.fn(async () => [...ROLES]) },
  };
  renderWithSession(<UserManagementPage />, {
    profile: own,
    viewingAs,
    backend,
    overrides: { roles: ROLES },
  });
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
    expect(users.assignRoles).toHaveBeenCalledWith(
      'ada',
      {
        assignedRoles: ['maintainer-role', 'operator-role'],
        isSystemAdmin: true,
        selectedRole: null,
      },
      expect.arrayContaining(ROLES),
    );
  });

  it('locks administrators and administrator roles for a user manager, and says why', async () => {
    const users = renderPage(null, manager);
    expect(await screen.findByText(ADMINISTRATOR_TEXTS.usersIntro)).toBeVisible();
    for (const email of ['admin@example.com', 'named@example.com']) {
      const row = screen.getByText(email).closest('tr')!;
      expect(within(row).getByRole('button', { name: `Edit roles of ${email}` })).toBeDisabled();
      expect(within(row).getByRole('button', { name: `Deactivate ${email}` })).toBeDisabled();
      expect(within(row).getByText(ADMINISTRATOR_TEXTS.rowLocked)).toBeVisible();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Edit roles of ada@example.com' }));
    expect(screen.getByRole('checkbox', { name: 'Course Admin' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'System Administrator' })).toBeDisabled();
    expect(screen.getByText(ADMINISTRATOR_TEXTS.rolesLocked)).toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /System administrator \(every/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Operator' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(users.assignRoles).toHaveBeenCalledWith(
      'ada',
      {
        assignedRoles: ['maintainer-role', 'operator-role'],
        isSystemAdmin: false,
        selectedRole: null,
      },
      expect.arrayContaining(ROLES),
    );
  });

  it('drops roles that no longer exist when saving, and shows them until then', async () => {
    const users = renderPage();
    ada.assignedRoles = ['maintainer-role', 'gone-role'];
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit roles of ada@example.com' }),
    );
    expect(screen.getByText(/deleted: removed when you save/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(users.assignRoles).toHaveBeenCalledWith(
      'ada',
      { assignedRoles: ['maintainer-role'], isSystemAdmin: false, selectedRole: null },
      expect.arrayContaining(ROLES),
    );
    ada.assignedRoles = ['maintainer-role'];
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
