import { describe, expect, it } from 'vitest';
import { ACTIONS, AREAS, type AccessSubject, type Action, type Area } from './model.ts';
import { activeAssignedRoles, hasPermission, isAdminRole } from './permissions.ts';
import { allAreas, role } from './test-roles.ts';

const roles = [
  role('editor', {
    'pbs-projects': { view: true, edit: true },
    tools: { view: true, create: false },
  }),
  role('viewer', { 'ips-projects': { view: true } }),
  role('retired', allAreas(), { isActive: false }),
  role('retired-admin', {}, { name: 'Retired Admin', isActive: false }),
  role('named-admin', {}, { name: 'Course ADMIN' }),
  role('lower-admin', {}, { name: 'school administrator' }),
  role('sys', {}, { name: 'System Administrator' }),
  role('um-steward', { 'user-management': { admin: true } }),
  role('um-view', { 'user-management': { view: true, edit: true } }),
  role('reports-owner', { reports: { admin: true } }),
  role('no-permissions', {}),
  role('empty-area', { schemas: {} }),
  role('admire', {}, { name: 'Adm in' }),
];

type Row = [string, AccessSubject | null, Area, Action, boolean];

const rows: Row[] = [
  ['no profile', null, 'dashboard', 'view', false],
  ['system admin, no roles', { isSystemAdmin: true }, 'user-management', 'delete', true],
  [
    'system admin with an inactive role',
    { isSystemAdmin: true, assignedRoles: ['retired'] },
    'tools',
    'admin',
    true,
  ],
  ['no roles: dashboard view', { assignedRoles: [] }, 'dashboard', 'view', true],
  ['missing roles list: dashboard view', {}, 'dashboard', 'view', true],
  ['no roles: dashboard edit', { assignedRoles: [] }, 'dashboard', 'edit', false],
  ['no roles: tools view', { assignedRoles: [] }, 'tools', 'view', false],
  ['granted flag', { assignedRoles: ['editor'] }, 'pbs-projects', 'edit', true],
  ['missing flag is false', { assignedRoles: ['editor'] }, 'pbs-projects', 'delete', false],
  ['explicit false flag', { assignedRoles: ['editor'] }, 'tools', 'create', false],
  ['missing area is false', { assignedRoles: ['editor'] }, 'schemas', 'view', false],
  ['empty area is false', { assignedRoles: ['empty-area'] }, 'schemas', 'view', false],
  ['roles but not dashboard', { assignedRoles: ['editor'] }, 'dashboard', 'view', false],
  ['any role may grant', { assignedRoles: ['editor', 'viewer'] }, 'ips-projects', 'view', true],
  ['inactive role grants nothing', { assignedRoles: ['retired'] }, 'tools', 'view', false],
  ['inactive role: not even dashboard', { assignedRoles: ['retired'] }, 'dashboard', 'view', false],
  ['inactive admin-named role', { assignedRoles: ['retired-admin'] }, 'tools', 'view', false],
  ['inactive plus active', { assignedRoles: ['retired', 'viewer'] }, 'ips-projects', 'view', true],
  [
    'inactive plus active, not granted',
    { assignedRoles: ['retired', 'viewer'] },
    'tools',
    'view',
    false,
  ],
  [
    'name contains ADMIN in capitals',
    { assignedRoles: ['named-admin'] },
    'reports',
    'delete',
    true,
  ],
  [
    'name contains administrator in lower case',
    { assignedRoles: ['lower-admin'] },
    'tools',
    'admin',
    true,
  ],
  ['named System Administrator', { assignedRoles: ['sys'] }, 'project-export', 'create', true],
  ['user-management admin', { assignedRoles: ['um-steward'] }, 'pbs-projects', 'delete', true],
  [
    'user-management view is not admin',
    { assignedRoles: ['um-view'] },
    'pbs-projects',
    'view',
    false,
  ],
  [
    'admin on another area is only that flag',
    { assignedRoles: ['reports-owner'] },
    'reports',
    'view',
    false,
  ],
  [
    'admin on another area grants its admin',
    { assignedRoles: ['reports-owner'] },
    'reports',
    'admin',
    true,
  ],
  ['"Adm in" is not admin', { assignedRoles: ['admire'] }, 'tools', 'view', false],
  ['unknown role id', { assignedRoles: ['ghost'] }, 'dashboard', 'view', false],
  ['empty role id', { assignedRoles: [''] }, 'dashboard', 'view', false],
  ['unknown then known', { assignedRoles: ['ghost', 'viewer'] }, 'ips-projects', 'view', true],
  [
    'selected role alone grants nothing',
    { selectedRole: 'admin', assignedRoles: [] },
    'tools',
    'view',
    false,
  ],
  ['role without permissions', { assignedRoles: ['no-permissions'] }, 'dashboard', 'view', false],
  [
    'a sixth role is not counted',
    { assignedRoles: ['ghost1', 'ghost2', 'ghost3', 'ghost4', 'ghost5', 'viewer'] },
    'ips-projects',
    'view',
    false,
  ],
  [
    'a fifth role is counted',
    { assignedRoles: ['ghost1', 'ghost2', 'ghost3', 'ghost4', 'viewer'] },
    'ips-projects',
    'view',
    true,
  ],
];

describe('hasPermission', () => {
  it.each(rows)('%s', (_, subject, area, action, expected) => {
    expect(hasPermission(subject, roles, area, action)).toBe(expected);
  });

  it('a system admin is allowed every action on every area', () => {
    for (const area of AREAS) {
      for (const action of ACTIONS) {
        expect(hasPermission({ isSystemAdmin: true }, [], area, action)).toBe(true);
      }
    }
  });
});

describe('isAdminRole', () => {
  it.each([
    ['named-admin', true],
    ['lower-admin', true],
    ['sys', true],
    ['um-steward', true],
    ['um-view', false],
    ['reports-owner', false],
    ['admire', false],
    ['retired-admin', true],
  ])('%s is %s (activity is checked elsewhere)', (id, expected) => {
    expect(isAdminRole(roles.find((r) => r.id === id)!)).toBe(expected);
  });
});

describe('activeAssignedRoles', () => {
  it('keeps known active roles in assigned order', () => {
    const found = activeAssignedRoles(
      { assignedRoles: ['viewer', 'retired', 'ghost', 'editor'] },
      roles,
    );
    expect(found.map((r) => r.id)).toEqual(['viewer', 'editor']);
  });
});
