import type { ComponentType } from 'react';
import type { RouteRequirements } from '../access/route-requirements.ts';
import type { RouteIconName } from '../ui/route-icons.ts';

/** The sidebar's groups, in the spec's order (section 2, Sidebar). */
export const SIDEBAR_GROUPS = [
  'main',
  'project',
  'training',
  's1000d',
  'general',
  'admin',
] as const;
export type SidebarGroup = (typeof SIDEBAR_GROUPS)[number];

/** Live counts a sidebar item may show; the layout knows how to count each. */
export type SidebarBadge = 'open-todos';

export type PageModule = { default: ComponentType };

type RouteBase = {
  /** Stable name of the route: dashboards and tests refer to routes by it, never by label. */
  id: string;
  path: string;
  /** The page's title; also its sidebar and dashboard label. */
  title: string;
  requires: RouteRequirements;
  load: () => Promise<PageModule>;
  /**
   * Starts what the page will read while its chunk loads, once the guard lets the user in.
   * Called while the route renders, with the route's params: it must be cheap and idempotent.
   */
  prefetch?: (params: Readonly<Partial<Record<string, string>>>) => void;
  /** A product page says what it loads: 'Loading {product}...'. */
  loadingText?: string;
  /** What the page says instead of itself to a user without `requires.permission`. */
  deniedText?: string;
};

/** One route of the registry; with a `group` it is also a sidebar item. */
export type RouteEntry = RouteBase &
  (
    | { group?: undefined; icon?: undefined; badge?: undefined }
    | { group: SidebarGroup; icon: RouteIconName; badge?: SidebarBadge }
  );

/** A route that is also a sidebar item. */
export type SidebarRoute = RouteEntry & { group: SidebarGroup; icon: RouteIconName };

export function isSidebarRoute(route: RouteEntry): route is SidebarRoute {
  return route.group !== undefined;
}
