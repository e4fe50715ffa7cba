import { isOfferedTo, type PermissionHolder } from '../../access/route-requirements.ts';
import {
  isSidebarRoute,
  SIDEBAR_GROUPS,
  type RouteEntry,
  type SidebarGroup,
  type SidebarRoute,
} from '../../lib/route-entry.ts';
import { ALL_PAGES, SIDEBAR_GROUP_LABELS } from '../pages.ts';

export type SidebarSection = { group: SidebarGroup; label: string; routes: SidebarRoute[] };

/** The registry's sidebar items this user is offered, in the spec's group order. */
export function offeredRoutes(
  holder: PermissionHolder,
  routes: readonly RouteEntry[] = ALL_PAGES,
): SidebarRoute[] {
  const items = routes.filter(isSidebarRoute);
  return SIDEBAR_GROUPS.flatMap((group) =>
    items.filter((route) => route.group === group && isOfferedTo(holder, route.requires)),
  );
}

/** The sidebar's sections: the spec's groups, each with the items offered to this user. */
export function sidebarSections(offered: readonly SidebarRoute[]): SidebarSection[] {
  return SIDEBAR_GROUPS.map((group) => ({
    group,
    label: SIDEBAR_GROUP_LABELS[group],
    routes: offered.filter((route) => route.group === group),
  })).filter((section) => section.routes.length > 0);
}
