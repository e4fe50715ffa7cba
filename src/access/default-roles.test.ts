import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from './default-roles.ts';
import { ACTIONS, AREAS, SIGN_IN_ROLES } from './model.ts';
import { hasPermission, isAdminRole } from './permissions.ts';
import { roleIdForSignIn } from './sign-in-roles.ts';

describe('DEFAULT_ROLES', () => {
  it('has one active system role per sign-in role, with unique ids', () => {
    const ids = DEFAULT_ROLES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(SIGN_IN_ROLES.map(roleIdForSignIn).sort());
    expect(DEFAULT_ROLES.every((r) => r.isActive && r.isSystem)).toBe(true);
  });

  it('the system administrator has every flag on every area', () => {
    const admin = DEFAULT_ROLES.find((r) => r.id === 'system-administrator')!;
    expect(admin.name).toBe('System Administrator');
    for (const area of AREAS)
      for (const action of ACTIONS) expect(admin.permissions[area]?.[action]).toBe(true);
  });

  it('no staff role is an admin role, and every staff role sees its dashboard', () => {
    for (const role of DEFAULT_ROLES.filter((r) => r.id !== 'system-administrator')) {
      expect(isAdminRole(role), role.id).toBe(false);
      expect(hasPermission({ assignedRoles: [role.id] }, DEFAULT_ROLES, 'dashboard', 'view')).toBe(
        true,
      );
    }
  });
});
