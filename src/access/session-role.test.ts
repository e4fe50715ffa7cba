import { describe, expect, it } from 'vitest';
import { deriveSessionRole, displayedRoleLabel, isAdminRoleId } from './session-role.ts';
import { role } from './test-roles.ts';

describe('deriveSessionRole', () => {
  it.each([
    ['no profile', null, 'student'],
    ['empty profile', {}, 'student'],
    ['selected role', { selectedRole: 'maintainer' }, 'teacher'],
    ['unknown selected role', { selectedRole: 'whatever' }, 'teacher'],
    ['empty selected role', { selectedRole: '', assignedRoles: [] }, 'student'],
    [
      'null selected role, roles',
      { selectedRole: null, assignedRoles: ['operator-role'] },
      'teacher',
    ],
    ['no roles', { assignedRoles: [] }, 'student'],
    [
      'system admin without roles is a student in session logic',
      { isSystemAdmin: true },
      'student',
    ],
  ] as const)('%s gives %s', (_, subject, expected) => {
    expect(deriveSessionRole(subject)).toBe(expected);
  });
});

describe('displayedRoleLabel', () => {
  const roles = [role('course-teacher', {}, { name: 'Course Teacher' })];
  it.each([
    ['no profile', null, 'Student'],
    [
      'selected role wins',
      { selectedRole: 'operator', assignedRoles: ['system-administrator'] },
      'Operator',
    ],
    ['selected admin', { selectedRole: 'admin' }, 'Administrator'],
    ['selected s1000d-viewer', { selectedRole: 's1000d-viewer' }, 'S1000D Viewer'],
    ['system admin', { isSystemAdmin: true }, 'Administrator'],
    [
      'system-administrator role second',
      { assignedRoles: ['operator-role', 'system-administrator'] },
      'Administrator',
    ],
    ['role id naming Admin in any case', { assignedRoles: ['School-ADMIN'] }, 'Administrator'],
    ['first assigned role', { assignedRoles: ['maintainer-role', 'operator-role'] }, 'Maintainer'],
    ['first assigned custom role', { assignedRoles: ['course-teacher'] }, 'Course Teacher'],
    [
      'unknown selected role with roles',
      { selectedRole: 'x', assignedRoles: ['operator-role'] },
      'Operator',
    ],
    ['unknown selected role without roles', { selectedRole: 'x', assignedRoles: [] }, 'Teacher'],
    ['nothing', { assignedRoles: [] }, 'Student'],
  ] as const)('%s gives %s', (_, subject, expected) => {
    expect(displayedRoleLabel(subject, roles)).toBe(expected);
  });

  it.each([
    ['system-administrator', true],
    ['admin', true],
    ['school-admin-role', true],
    ['operator-role', false],
  ])('isAdminRoleId(%s) is %s', (id, expected) => {
    expect(isAdminRoleId(id)).toBe(expected);
  });
});
