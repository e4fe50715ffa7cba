import { describe, expect, it } from 'vitest';
import {
  isActiveProfile,
  isActiveTeacher,
  isAdministrator,
  isInterfaceAdministrator,
  mayUseArea,
} from './administrator.ts';
import type { AccessProfile } from './model.ts';
import { allAreas, role } from './test-roles.ts';

const roles = [
  role('named-admin', {}, { name: 'Training Admin' }),
  role('um-steward', { 'user-management': { admin: true } }),
  role('viewer', { 'ips-projects': { view: true } }),
  role('retired', allAreas(), { name: 'Old Admin', isActive: false }),
];

describe('isInterfaceAdministrator', () => {
  it.each([
    ['no profile', null, false, false],
    ['no profile, viewing as', null, true, true],
    ['system admin', { isSystemAdmin: true }, false, true],
    [
      'system-administrator role',
      { assignedRoles: ['operator-role', 'system-administrator'] },
      false,
      true,
    ],
    ['selected admin', { selectedRole: 'admin' }, false, true],
    ['selected Admin (case matters: not a sign-in role)', { selectedRole: 'Admin' }, false, false],
    ['viewing as a student', { assignedRoles: [] }, true, true],
    ['staff role', { assignedRoles: ['operator-role'], selectedRole: 'operator' }, false, false],
    ['admin-named custom role id', { assignedRoles: ['training-admin'] }, false, false],
    ['student', {}, false, false],
  ] as const)('%s', (_, subject, viewingAs, expected) => {
    expect(isInterfaceAdministrator(subject, viewingAs)).toBe(expected);
  });
});

describe('isAdministrator (data access)', () => {
  it.each<[string, AccessProfile | null, boolean]>([
    ['no profile', null, false],
    ['system admin', { isSystemAdmin: true }, true],
    ['deactivated system admin', { isSystemAdmin: true, active: false }, false],
    [
      'system-administrator id, role document missing',
      { assignedRoles: ['system-administrator'] },
      true,
    ],
    ['admin-named active role', { assignedRoles: ['named-admin'] }, true],
    ['user-management admin', { assignedRoles: ['um-steward'] }, true],
    ['admin-named inactive role', { assignedRoles: ['retired'] }, false],
    ['viewer', { assignedRoles: ['viewer'] }, false],
    ['selected admin alone', { selectedRole: 'admin' }, false],
    ['student', { assignedRoles: [] }, false],
  ])('%s', (_, profile, expected) => {
    expect(isAdministrator(profile, roles)).toBe(expected);
  });
});

describe('mayUseArea, isActiveTeacher, isActiveProfile', () => {
  it.each<[string, AccessProfile | null, boolean, boolean, boolean]>([
    // name, profile, may view ips-projects, is active teacher, is active profile
    ['no profile', null, false, false, false],
    ['viewer', { assignedRoles: ['viewer'] }, true, true, true],
    ['deactivated viewer', { assignedRoles: ['viewer'], active: false }, false, false, false],
    ['explicitly active', { assignedRoles: ['viewer'], active: true }, true, true, true],
    [
      'system-administrator id only',
      { assignedRoles: ['system-administrator'] },
      true,
      false,
      true,
    ],
    ['inactive role only', { assignedRoles: ['retired'] }, false, false, true],
    ['student', { assignedRoles: [] }, false, false, true],
    ['system admin', { isSystemAdmin: true }, true, false, true],
  ])('%s', (_, profile, mayView, teacher, active) => {
    expect(mayUseArea(profile, roles, 'ips-projects', 'view')).toBe(mayView);
    expect(isActiveTeacher(profile, roles)).toBe(teacher);
    expect(isActiveProfile(profile)).toBe(active);
  });

  it('a student may view the dashboard and nothing else', () => {
    expect(mayUseArea({ assignedRoles: [] }, roles, 'dashboard', 'view')).toBe(true);
    expect(mayUseArea({ assignedRoles: [] }, roles, 'dashboard', 'edit')).toBe(false);
  });
});
