import { matchRoutes } from 'react-router';
import type { RouteEntry } from '../lib/route-entry.ts';

export type RouteParams = Readonly<Partial<Record<string, string>>>;

/** The registry's route a path opens, with its params, ranked as the router ranks them. */
export function routeAt(
  pages: readonly RouteEntry[],
  pathname: string,
): { page: RouteEntry; params: RouteParams } | null {
  const matches = matchRoutes(
    pages.map((page) => ({ path: page.path, page })),
    pathname,
  );
  const last = matches?.at(-1);
  return last ? { page: last.route.page, params: last.params } : null;
}
