import { describe, expect, it } from 'vitest';
import { SIGN_IN_ROLES } from './model.ts';
import { holdsSignInRole, isSignInRole, roleIdForSignIn } from './sign-in-roles.ts';

describe('sign-in role mapping', () => {
  it.each([
    ['ips-engineer', 'ips-engineer-role'],
    ['maintainer', 'maintainer-role'],
    ['operator', 'operator-role'],
    ['school', 'school-role'],
    ['customer-support', 'customer-support-role'],
    ['data-analyst', 'data-analyst-role'],
    ['s1000d-viewer', 's1000d-viewer-role'],
    ['admin', 'system-administrator'],
  ] as const)('%s needs %s', (role, id) => {
    expect(roleIdForSignIn(role)).toBe(id);
  });

  it('maps every sign-in role', () => {
    expect(SIGN_IN_ROLES.map(roleIdForSignIn)).toHaveLength(8);
  });

  it.each([
    ['admin', true],
    ['s1000d-viewer', true],
    ['teacher', false],
    ['Admin', false],
    ['', false],
    [undefined, false],
    [42, false],
  ])('isSignInRole(%j) is %s', (value, expected) => {
    expect(isSignInRole(value)).toBe(expected);
  });
});

describe('holdsSignInRole', () => {
  it.each([
    ['holds the mapped id', { assignedRoles: ['maintainer-role'] }, 'maintainer', true],
    ['holds another id', { assignedRoles: ['operator-role'] }, 'maintainer', false],
    ['holds the sign-in name, not the id', { assignedRoles: ['maintainer'] }, 'maintainer', false],
    [
      'admin needs system-administrator',
      { assignedRoles: ['system-administrator'] },
      'admin',
      true,
    ],
    ['admin-ish id is not enough', { assignedRoles: ['admin'] }, 'admin', false],
    ['system admin with no roles', { isSystemAdmin: true }, 'operator', true],
    ['system admin as admin', { isSystemAdmin: true, assignedRoles: [] }, 'admin', true],
    ['no roles', { assignedRoles: [] }, 'ips-engineer', false],
    ['missing roles', {}, 'ips-engineer', false],
    ['unknown sign-in role', { isSystemAdmin: true }, 'teacher', false],
    ['isSystemAdmin false', { isSystemAdmin: false, assignedRoles: [] }, 'admin', false],
  ])('%s', (_, subject, role, expected) => {
    expect(holdsSignInRole(subject, role)).toBe(expected);
  });
});
