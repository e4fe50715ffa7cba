import { describe, expect, it } from 'vitest';
import { dashboardVariant } from './dashboard-variant.ts';
import {
  guardAuthenticated,
  guardPublicOnly,
  guardRolePresent,
  type GuardState,
} from './route-guards.ts';

const toLanding = { allow: false, redirectTo: '/' };
const allow = { allow: true };

describe('route guards', () => {
  it.each<[string, GuardState, object, object, object]>([
    // name, state, guard 1, guard 2, public pages
    ['visitor', { authenticated: false, profile: null }, toLanding, toLanding, allow],
    [
      'visitor with a stale profile',
      { authenticated: false, profile: { assignedRoles: ['x'] } },
      toLanding,
      toLanding,
      allow,
    ],
    [
      'signed in, profile loading',
      { authenticated: true, profile: undefined },
      allow,
      toLanding,
      { allow: false, redirectTo: '/dashboard' },
    ],
    [
      'student',
      { authenticated: true, profile: { assignedRoles: [] } },
      allow,
      toLanding,
      { allow: false, redirectTo: '/dashboard' },
    ],
    [
      'selected role only',
      { authenticated: true, profile: { selectedRole: 'operator' } },
      allow,
      allow,
      { allow: false, redirectTo: '/dashboard' },
    ],
    [
      'unknown role is still a role',
      { authenticated: true, profile: { assignedRoles: ['whatever'] } },
      allow,
      allow,
      { allow: false, redirectTo: '/dashboard' },
    ],
    [
      'system admin without roles',
      { authenticated: true, profile: { isSystemAdmin: true } },
      allow,
      toLanding,
      { allow: false, redirectTo: '/dashboard' },
    ],
    [
      'empty selected role',
      { authenticated: true, profile: { selectedRole: '', assignedRoles: [] } },
      allow,
      toLanding,
      { allow: false, redirectTo: '/dashboard' },
    ],
  ])('%s', (_, state, first, second, publicOnly) => {
    expect(guardAuthenticated(state)).toEqual(first);
    expect(guardRolePresent(state)).toEqual(second);
    expect(guardPublicOnly(state)).toEqual(publicOnly);
  });
});

describe('dashboardVariant', () => {
  it.each([
    [{ selectedRole: 'ips-engineer' }, 'ips-engineer'],
    [{ selectedRole: 'maintainer' }, 'maintainer'],
    [{ selectedRole: 'operator' }, 'operator'],
    [{ selectedRole: 'school' }, 'school'],
    [{ selectedRole: 'customer-support' }, 'customer-support'],
    [{ selectedRole: 'data-analyst' }, 'data-analyst'],
    [{ selectedRole: 's1000d-viewer' }, 's1000d-viewer'],
    [{ selectedRole: 'admin' }, 'main'],
    [{ selectedRole: 'main' }, 'main'],
    [{ selectedRole: 'teacher' }, 'main'],
    [{ assignedRoles: ['operator-role'] }, 'main'],
    [{ selectedRole: null, assignedRoles: [] }, 'main'],
    [null, 'main'],
  ])('%j gets %s', (subject, variant) => {
    expect(dashboardVariant(subject)).toBe(variant);
  });
});
