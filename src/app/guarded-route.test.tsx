// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes, renderWithSession, testProfile } from '../testing/render-with-session.tsx';
import { GuardedRoute } from './guarded-route.tsx';
import { ALL_PAGES } from './pages.ts';

afterEach(cleanup);

function openRoute(id: string, assignedRoles: string[], extra: { isSystemAdmin?: boolean } = {}) {
  const route = ALL_PAGES.find((r) => r.id === id)!;
  renderWithSession(
    <GuardedRoute route={route}>
      <p>The page itself</p>
    </GuardedRoute>,
    { profile: testProfile({ assignedRoles, ...extra }) },
  );
}

describe('the page permission check, from the registry', () => {
  it.each([
    ['project-export', 's1000d-viewer-role', 'Your role cannot export or import projects.'],
    ['user-management', 'ips-engineer-role', 'You do not have access to User Management.'],
    [
      'product-configurations',
      'school-role',
      'Your role cannot view PBS projects, so it cannot see their product configurations.',
    ],
    ['brex-management', 'ips-engineer-role', 'You do not have access to BREX Management.'],
  ])('keeps %s from %s with its own words', (id, role, text) => {
    openRoute(id, [role]);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });

  it.each([
    ['project-export', ['data-analyst-role']],
    ['product-configurations', ['maintainer-role']],
    ['todo-manager', ['data-analyst-role']],
    ['wizard-code-analyzer', ['s1000d-viewer-role']],
  ])('opens %s for %s', (id, roles) => {
    openRoute(id, roles);
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });

  it('opens every page to an administrator', () => {
    openRoute('brex-management', ['system-administrator'], { isSystemAdmin: true });
    expect(screen.getByText('The page itself')).toBeInTheDocument();
  });

  it('sends a user without a role away from a role-gated page (guard 2)', () => {
    openRoute('wizard-code-analyzer', []);
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });
});

describe('a profile that must change its password', () => {
  // The rules cannot tell whether the password changed (decision 1301): the app sends the user
  // to the change-password page from every other page until the flag is cleared.
  it('is sent to /change-password from any page', () => {
    const route = ALL_PAGES.find((r) => r.id === 'todo-manager')!;
    renderRoutes(
      {
        '/todos': (
          <GuardedRoute route={route}>
            <p>The page itself</p>
          </GuardedRoute>
        ),
        '/change-password': <p>Change your password</p>,
      },
      '/todos',
      { profile: testProfile({ assignedRoles: ['data-analyst-role'], mustChangePassword: true }) },
    );
    expect(screen.getByText('Change your password')).toBeInTheDocument();
    expect(screen.queryByText('The page itself')).not.toBeInTheDocument();
  });
});
