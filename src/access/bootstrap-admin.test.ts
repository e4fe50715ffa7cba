import { describe, expect, it } from 'vitest';
import { isBootstrapEmail, missingBootstrapRights } from './bootstrap-admin.ts';

describe('isBootstrapEmail', () => {
  it.each([
    ['admin@ips-studio.local', true],
    [' Admin@IPS-Studio.local ', true],
    ['admin@ips-studio.local.evil', false],
    ['other@ips-studio.local', false],
    ['', false],
  ])('%s → %s', (email, expected) => {
    expect(isBootstrapEmail(email, 'admin@ips-studio.local')).toBe(expected);
  });
});

describe('missingBootstrapRights', () => {
  it('is null when the profile already has every right', () => {
    expect(
      missingBootstrapRights({
        assignedRoles: ['maintainer-role', 'system-administrator'],
        selectedRole: 'admin',
        isSystemAdmin: true,
      }),
    ).toBeNull();
  });

  it('adds the administrator role and keeps the other roles', () => {
    expect(
      missingBootstrapRights({
        assignedRoles: ['maintainer-role'],
        selectedRole: 'maintainer',
        isSystemAdmin: false,
      }),
    ).toEqual({
      assignedRoles: ['maintainer-role', 'system-administrator'],
      selectedRole: 'admin',
      isSystemAdmin: true,
    });
  });

  it('restores the flag and the selected role when only they are missing', () => {
    expect(
      missingBootstrapRights({
        assignedRoles: ['system-administrator'],
        selectedRole: null,
        isSystemAdmin: false,
      }),
    ).toEqual({
      assignedRoles: ['system-administrator'],
      selectedRole: 'admin',
      isSystemAdmin: true,
    });
  });

  it('puts the administrator role where it counts when the profile holds five others', () => {
    const rights = missingBootstrapRights({
      assignedRoles: ['a', 'b', 'c', 'd', 'e', 'system-administrator'],
      selectedRole: 'admin',
      isSystemAdmin: true,
    });
    expect(rights?.assignedRoles).toEqual(['a', 'b', 'c', 'd', 'system-administrator']);
  });
});
