import { isSidebarItemVisible, type SidebarViewer } from '../../access/sidebar.ts';
import { PAGES, SIDEBAR_GROUP_LABELS, type PageEntry, type SidebarGroup } from '../pages.ts';

export type SidebarSection = { group: SidebarGroup; label: string; pages: PageEntry[] };

const ORDER: SidebarGroup[] = ['main', 'project', 'training', 's1000d', 'general', 'admin'];

/** The sidebar's sections for a viewer: the spec's groups, each item shown by its permission. */
export function sidebarSections(viewer: SidebarViewer): SidebarSection[] {
  return ORDER.map((group) => ({
    group,
    label: SIDEBAR_GROUP_LABELS[group],
    pages: PAGES.filter(
      (page) => page.sidebar?.group === group && isSidebarItemVisible(page.sidebar.item, viewer),
    ),
  })).filter((section) => section.pages.length > 0);
}

/** Links to the page path without optional parameters. */
export function linkPath(page: PageEntry) {
  return page.path.replace(/\/:[^/]+\?/g, '');
}
