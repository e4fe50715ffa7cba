import { createContext, useContext } from 'react';
import type { RouteEntry, SidebarRoute } from '../lib/route-entry.ts';

/**
 * The sidebar items of the registry this user is offered, in sidebar order. The app
 * provides them (it owns the registry), so pages such as the dashboard can link to
 * tools without importing the app.
 */
export const OfferedRoutesContext = createContext<readonly SidebarRoute[]>([]);

export function useOfferedRoutes(): readonly SidebarRoute[] {
  return useContext(OfferedRoutesContext);
}

/** Links to a route's path without its optional parameters. */
export function linkPath(route: Pick<RouteEntry, 'path'>): string {
  return route.path.replace(/\/:[^/]+\?/g, '');
}
