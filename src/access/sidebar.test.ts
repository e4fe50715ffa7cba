import { describe, expect, it } from 'vitest';
import { AREAS, type Area } from './model.ts';
import {
  SIDEBAR_NEEDS,
  isSidebarItemVisible,
  showsMyCourses,
  type SidebarItem,
} from './sidebar.ts';

function viewer(areas: readonly Area[], isAdministrator = false) {
  return { isAdministrator, canView: (area: Area) => areas.includes(area) };
}

describe('sidebar visibility (spec section 6 table)', () => {
  it.each<[SidebarItem, Area | 'administrator']>([
    ['Dashboard', 'dashboard'],
    ['Attributes', 'schemas'],
    ['BRDP Management', 'schemas'],
    ['BRDPs', 'schemas'],
    ['CIR Management', 'schemas'],
    ['IC Management', 'schemas'],
    ['ILOC Management', 'schemas'],
    ['Information Sets', 'schemas'],
    ['Publication Modules', 'schemas'],
    ['SNS Management', 'schemas'],
    ['HTML to React', 'tools'],
    ['To-Do Manager', 'tools'],
    ['Issue Pattern Manager', 'schemas'],
    ['Schema Manager', 'schemas'],
    ['User Management', 'user-management'],
    ['Project Export', 'project-export'],
    ['IPS Projects', 'ips-projects'],
    ['PBS Projects', 'pbs-projects'],
    ['Product Configurations', 'tools'],
    ['IPS Wizards', 'tools'],
    ['BREX Management', 'administrator'],
  ])('%s needs %s', (item, need) => {
    for (const area of AREAS) {
      expect(isSidebarItemVisible(item, viewer([area]))).toBe(area === need);
    }
    expect(isSidebarItemVisible(item, viewer(AREAS))).toBe(need !== 'administrator');
    expect(isSidebarItemVisible(item, viewer([], true))).toBe(true);
  });

  it('the table covers every item', () => {
    expect(Object.keys(SIDEBAR_NEEDS)).toHaveLength(21);
  });

  it.each([
    ['student', viewer(['dashboard']), true],
    ['staff without user management', viewer(['tools', 'schemas']), true],
    ['user manager', viewer(['user-management']), false],
    ['administrator', viewer([], true), false],
  ])('My Courses for %s: %s', (_, who, expected) => {
    expect(showsMyCourses(who)).toBe(expected);
  });
});
