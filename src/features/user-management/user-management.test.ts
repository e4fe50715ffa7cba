import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../access/default-roles.ts';
import { testProfile } from '../../testing/render-with-session.tsx';
import {
  canToggleRole,
  filterUsers,
  formatDateTime,
  managementAbilities,
  roleIdFor,
  rolesPresenceLabel,
  selectedRoleAfter,
  setPermission,
  toggleAssignedRole,
} from './user-management.ts';
import { completePermissions } from '../../access/access-summary.ts';

const user = (name: string, email: string, assignedRoles: string[] = []) =>
  testProfile({ uid: name, name, displayName: name, email, assignedRoles });

describe('managementAbilities', () => {
  const roles = DEFAULT_ROLES;
  it('gives a system administrator everything, and nothing while viewing as', () => {
    const admin = { isSystemAdmin: true, assignedRoles: [] };
    expect(managementAbilities(admin, roles, false)).toEqual({
      editUsers: true,
      grantAdministrator: true,
      makeSystemAdmin: true,
      readRequests: true,
      decideRequests: true,
      manageRoles: true,
    });
    expect(managementAbilities(admin, roles, true)).toEqual({
      editUsers: false,
      grantAdministrator: false,
      makeSystemAdmin: false,
      readRequests: true,
      decideRequests: false,
      manageRoles: false,
    });
  });

  it('lets a system-administrator role holder do all but set the isSystemAdmin flag', () => {
    const abilities = managementAbilities(
      { assignedRoles: ['system-administrator'] },
      roles,
      false,
    );
    expect(abilities.makeSystemAdmin).toBe(false);
    expect(abilities.grantAdministrator && abilities.decideRequests).toBe(true);
  });

  it('gives a user-management editor who is not an administrator only user edits', () => {
    const editor = { id: 'um', name: 'People', description: '', isSystem: false, isActive: true };
    const custom = [
      ...roles,
      { ...editor, permissions: { 'user-management': { view: true, edit: true } } },
    ];
    expect(managementAbilities({ assignedRoles: ['um'] }, custom, false)).toEqual({
      editUsers: true,
      grantAdministrator: false,
      makeSystemAdmin: false,
      readRequests: false,
      decideRequests: false,
      manageRoles: false,
    });
  });

  it('gives a deactivated administrator nothing', () => {
    const abilities = managementAbilities({ isSystemAdmin: true, active: false }, roles, false);
    expect(Object.values(abilities).some(Boolean)).toBe(false);
  });
});

describe('users list helpers', () => {
  const users = [
    user('Ada Lovelace', 'ada@example.com', ['x']),
    user('Alan Turing', 'alan@bletchley.uk'),
  ];
  it('searches name and e-mail, any case', () => {
    expect(filterUsers(users, 'LOVE').map((u) => u.name)).toEqual(['Ada Lovelace']);
    expect(filterUsers(users, 'bletchley').map((u) => u.name)).toEqual(['Alan Turing']);
    expect(filterUsers(users, '  ')).toHaveLength(2);
  });

  it('labels Has Roles / No Roles', () => {
    expect(users.map(rolesPresenceLabel)).toEqual(['Has Roles', 'No Roles']);
  });

  it('formats dates en-US long with hour and minute', () => {
    expect(formatDateTime(new Date('2025-03-04T15:07:00Z'))).toBe('March 4, 2025 at 3:07 PM');
    expect(formatDateTime(null)).toBe('Never');
  });
});

describe('role assignment', () => {
  it('adds and removes, never beyond 5', () => {
    expect(toggleAssignedRole(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleAssignedRole(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleAssignedRole(['1', '2', '3', '4', '5'], '6')).toEqual(['1', '2', '3', '4', '5']);
    expect(toggleAssignedRole(['1', '2', '3', '4', '5'], '5')).toEqual(['1', '2', '3', '4']);
  });

  it('disables unchecked boxes at 5 and the administrator role for non-administrators', () => {
    const five = ['1', '2', '3', '4', '5'];
    const plain = (id: string) => ({ id, name: `Role ${id}`, permissions: {} });
    expect(canToggleRole(plain('6'), five, { grantAdministrator: true })).toBe(false);
    expect(canToggleRole(plain('5'), five, { grantAdministrator: true })).toBe(true);
    const sys = plain('system-administrator');
    expect(canToggleRole(sys, [], { grantAdministrator: false })).toBe(false);
    expect(canToggleRole(sys, [], { grantAdministrator: true })).toBe(true);
    // Administrator-like by name or by user-management admin, active or not.
    const named = { id: 'x', name: 'Course Admin', permissions: {} };
    const steward = {
      id: 'y',
      name: 'Steward',
      permissions: { 'user-management': { admin: true } },
    };
    for (const role of [named, steward]) {
      expect(canToggleRole(role, [], { grantAdministrator: false })).toBe(false);
      expect(canToggleRole(role, [], { grantAdministrator: true })).toBe(true);
    }
  });

  it('clears a selected role the user no longer holds', () => {
    const next = { assignedRoles: ['maintainer-role'], isSystemAdmin: false };
    expect(selectedRoleAfter('maintainer', next)).toBe('maintainer');
    expect(selectedRoleAfter('ips-engineer', next)).toBeNull();
    expect(selectedRoleAfter('admin', { assignedRoles: [], isSystemAdmin: true })).toBe('admin');
    expect(selectedRoleAfter(null, next)).toBeNull();
  });
});

describe('role editing', () => {
  it('makes unique kebab-case ids ending in -role', () => {
    expect(roleIdFor('Course Admin', [])).toBe('course-admin-role');
    expect(roleIdFor('Reviewer role', [])).toBe('reviewer-role');
    expect(roleIdFor('Café Staff!', ['cafe-staff-role'])).toBe('cafe-staff-role-2');
    expect(roleIdFor('***', [])).toBe('custom-role');
  });

  it('sets one flag and writes every flag out', () => {
    const permissions = setPermission({}, 'reports', 'view', true);
    expect(permissions).toEqual({ reports: { view: true } });
    const complete = completePermissions(permissions);
    expect(Object.keys(complete)).toHaveLength(9);
    expect(complete.reports).toEqual({
      view: true,
      edit: false,
      create: false,
      delete: false,
      admin: false,
    });
    expect(complete.dashboard?.view).toBe(false);
  });
});
