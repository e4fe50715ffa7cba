import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { RouteEntry } from '../lib/route-entry.ts';

type Params = Parameters<NonNullable<RouteEntry['prefetch']>>[0];

/**
 * Runs a route's prefetch when the route renders with new params, beside the page whose
 * chunk may still be loading: while rendering, not in an effect, since a page that suspends
 * commits no effect beside it (React's own resource preloads are called while rendering for
 * the same reason). Later renders with the same params (a hash, the session) run nothing;
 * should React ever drop the memo, prefetches are idempotent while their result waits.
 */
export function RoutePrefetch({ run }: { run: NonNullable<RouteEntry['prefetch']> }) {
  const key = JSON.stringify(useParams());
  useMemo(() => run(JSON.parse(key) as Params), [run, key]);
  return null;
}
