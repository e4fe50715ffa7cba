import type { Area } from './model.ts';

/** What a sidebar item needs: view on an area, or an administrator. */
export type SidebarNeed = { area: Area } | 'administrator';

/** The spec's sidebar table (section 6); BREX Management only in the administrator list. */
export const SIDEBAR_NEEDS = {
  Dashboard: { area: 'dashboard' },
  'IPS Projects': { area: 'ips-projects' },
  'PBS Projects': { area: 'pbs-projects' },
  'Product Configurations': { area: 'tools' },
  'IPS Wizards': { area: 'tools' },
  Attributes: { area: 'schemas' },
  'BREX Management': 'administrator',
  'BRDP Management': { area: 'schemas' },
  BRDPs: { area: 'schemas' },
  'CIR Management': { area: 'schemas' },
  'IC Management': { area: 'schemas' },
  'ILOC Management': { area: 'schemas' },
  'Information Sets': { area: 'schemas' },
  'Publication Modules': { area: 'schemas' },
  'SNS Management': { area: 'schemas' },
  'HTML to React': { area: 'tools' },
  'Issue Pattern Manager': { area: 'schemas' },
  'Schema Manager': { area: 'schemas' },
  'To-Do Manager': { area: 'tools' },
  'Project Export': { area: 'project-export' },
  'User Management': { area: 'user-management' },
} as const satisfies Record<string, SidebarNeed>;
export type SidebarItem = keyof typeof SIDEBAR_NEEDS;

/** What the sidebar knows about the viewer: administrator, and view permission per area. */
export type SidebarViewer = {
  isAdministrator: boolean;
  canView: (area: Area) => boolean;
};

/** Administrators see everything; everyone else sees items whose area they may view. */
export function isSidebarNeedMet(need: SidebarNeed, viewer: SidebarViewer): boolean {
  if (viewer.isAdministrator) return true;
  return need !== 'administrator' && viewer.canView(need.area);
}

export function isSidebarItemVisible(item: SidebarItem, viewer: SidebarViewer): boolean {
  return isSidebarNeedMet(SIDEBAR_NEEDS[item], viewer);
}

/** My Courses: for non-administrators without user-management permission. */
export function showsMyCourses(viewer: SidebarViewer): boolean {
  return !viewer.isAdministrator && !viewer.canView('user-management');
}
