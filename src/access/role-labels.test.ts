import { describe, expect, it } from 'vitest';
import { labelForRoleId, labelForSignInRole } from './role-labels.ts';
import { role } from './test-roles.ts';

describe('role labels', () => {
  it.each([
    ['ips-engineer', 'IPS Engineer'],
    ['maintainer', 'Maintainer'],
    ['operator', 'Operator'],
    ['school', 'School'],
    ['customer-support', 'Customer Support'],
    ['data-analyst', 'Data Analyst'],
    ['s1000d-viewer', 'S1000D Viewer'],
    ['admin', 'Administrator'],
    ['teacher', null],
    ['', null],
  ])('sign-in role %j is labelled %j', (value, label) => {
    expect(labelForSignInRole(value)).toBe(label);
  });

  it.each([
    ['ips-engineer-role', [], 'IPS Engineer'],
    ['system-administrator', [], 'Administrator'],
    ['course-teacher', [role('course-teacher', {}, { name: 'Course Teacher' })], 'Course Teacher'],
    ['course-teacher', [role('course-teacher', {}, { name: '' })], 'course-teacher'],
    ['unknown-role', [], 'unknown-role'],
  ] as const)(
    'role id %s is labelled from the mapping, then the role name, then the id',
    (id, roles, label) => {
      expect(labelForRoleId(id, roles)).toBe(label);
    },
  );
});
