import { describe, expect, it } from 'vitest';
import { isInterfaceAdministrator } from '../../access/administrator.ts';
import { DEFAULT_ROLES } from '../../access/default-roles.ts';
import type { AccessSubject, Action, Area } from '../../access/model.ts';
import { hasPermission } from '../../access/permissions.ts';
import { offeredRoutes, sidebarSections } from './sidebar-model.ts';

/** What the sidebar decides for a profile, as the app's viewer does. */
function sidebarOf(subject: AccessSubject) {
  const holder = {
    isAdministrator: isInterfaceAdministrator(subject),
    can: (area: Area, action: Action) => hasPermission(subject, DEFAULT_ROLES, area, action),
  };
  return offeredRoutes(holder).map((route) => route.title);
}

const S1000D_GROUP = [
  'Attributes',
  'BRDP Management',
  'BRDPs',
  'CIR Management',
  'IC Management',
  'ILOC Management',
  'Information Sets',
  'Publication Modules',
  'SNS Management',
];

describe('the sidebar each actor sees (spec section 6)', () => {
  it('shows an administrator every item in the spec order, BREX Management included', () => {
    const admin = { isSystemAdmin: true, assignedRoles: ['system-administrator'] };
    expect(sidebarOf(admin)).toEqual([
      'Dashboard',
      'IPS Projects',
      'PBS Projects',
      'Product Configurations',
      'IPS Wizards',
      'Attributes',
      'BREX Management',
      ...S1000D_GROUP.slice(1),
      'HTML to React',
      'Issue Pattern Manager',
      'Schema Manager',
      'To-Do Manager',
      'Project Export',
      'User Management',
    ]);
    expect(
      sidebarSections(offeredRoutes({ isAdministrator: true, can: () => false })).map(
        (s) => s.label,
      ),
    ).toEqual([
      '',
      'Project Tools',
      'Training Tools',
      'Site Tools · S1000D',
      'Site Tools · General',
      'Site Admin',
    ]);
  });

  it('shows a student (no roles) the dashboard only', () => {
    expect(sidebarOf({ assignedRoles: [] })).toEqual(['Dashboard']);
  });

  it.each<[string, string[]]>([
    [
      'ips-engineer-role',
      [
        'Dashboard',
        'IPS Projects',
        'PBS Projects',
        'Product Configurations',
        'IPS Wizards',
        ...S1000D_GROUP,
        'HTML to React',
        'Issue Pattern Manager',
        'Schema Manager',
        'To-Do Manager',
        'Project Export',
      ],
    ],
    [
      'school-role',
      [
        'Dashboard',
        // Tools view offers Product Configurations; its page then says PBS view is missing.
        'Product Configurations',
        'IPS Wizards',
        ...S1000D_GROUP,
        'HTML to React',
        'Issue Pattern Manager',
        'Schema Manager',
        'To-Do Manager',
      ],
    ],
    ['data-analyst-role', ['Dashboard', 'IPS Projects', 'PBS Projects', 'Project Export']],
    [
      's1000d-viewer-role',
      ['Dashboard', 'IPS Projects', ...S1000D_GROUP, 'Issue Pattern Manager', 'Schema Manager'],
    ],
  ])('shows %s its permitted items and never BREX Management', (roleId, expected) => {
    expect(sidebarOf({ assignedRoles: [roleId] })).toEqual(expected);
  });

  it('offers a user manager User Management but not the tools it has no permission for', () => {
    const holder = {
      isAdministrator: false,
      can: (area: Area, action: Action) => area === 'user-management' && action === 'view',
    };
    expect(offeredRoutes(holder).map((r) => r.id)).toEqual(['user-management']);
  });
});
