import { describe, expect, it } from 'vitest';
import type { Action, Area } from './model.ts';
import { holdsPermission, isOfferedTo, passGuard, viewOf } from './route-requirements.ts';

const holder = (grants: readonly `${Area}:${Action}`[], isAdministrator = false) => ({
  isAdministrator,
  can: (area: Area, action: Action) => grants.includes(`${area}:${action}`),
});

describe('route requirements', () => {
  it('needs the action on the area, or an administrator', () => {
    const exporter = holder(['project-export:view']);
    expect(holdsPermission(exporter, viewOf('project-export'))).toBe(true);
    expect(holdsPermission(exporter, { area: 'project-export', action: 'create' })).toBe(false);
    expect(holdsPermission(exporter, 'administrator')).toBe(false);
    expect(holdsPermission(holder([], true), 'administrator')).toBe(true);
    expect(holdsPermission(holder([]), undefined)).toBe(true);
  });

  it('offers a route to those it names, else to those who may open its page', () => {
    const school = holder(['tools:view']);
    // Product Configurations: listed for tools (the spec's table), its page needs PBS projects.
    const configurations = {
      guard: 'role',
      permission: viewOf('pbs-projects'),
      offeredTo: viewOf('tools'),
    } as const;
    expect(isOfferedTo(school, configurations)).toBe(true);
    expect(holdsPermission(school, configurations.permission)).toBe(false);
    expect(isOfferedTo(school, { guard: 'role', permission: viewOf('schemas') })).toBe(false);
    expect(isOfferedTo(school, { guard: 'role' })).toBe(true);
  });

  it('applies guard 1, guard 2 and the public-only redirect', () => {
    const noRole = { authenticated: true, profile: { assignedRoles: [] } };
    expect(passGuard('public', { authenticated: false, profile: null })).toEqual({ allow: true });
    expect(passGuard('authenticated', noRole)).toEqual({ allow: true });
    expect(passGuard('role', noRole)).toEqual({ allow: false, redirectTo: '/' });
    expect(passGuard('public-only', noRole)).toEqual({ allow: false, redirectTo: '/dashboard' });
  });
});
