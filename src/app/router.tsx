import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import type { RouteEntry } from '../lib/route-entry.ts';
import { RouteTitle } from '../lib/route-title.ts';
import { Loading } from '../ui/loading.tsx';
import { GuardedRoute } from './guarded-route.tsx';
import { inLayout } from './in-layout.ts';
import { lazyPage } from './lazy-page.ts';
import { loadAppLayout } from './load-app-layout.ts';
import { PageBoundary } from './page-boundary.tsx';
import { RoutePrefetch } from './route-prefetch.tsx';
import { ALL_PAGES } from './pages.ts';

const AppLayout = lazyPage(loadAppLayout);

function toRoute(page: RouteEntry): RouteObject {
  const Page = lazyPage(page.load);
  return {
    path: page.path,
    element: (
      <RouteTitle.Provider value={page.title}>
        <GuardedRoute route={page}>
          {page.prefetch && <RoutePrefetch run={page.prefetch} />}
          {page.loadingText ? (
            <Suspense fallback={<Loading text={page.loadingText} />}>
              <Page />
            </Suspense>
          ) : (
            <Page />
          )}
        </GuardedRoute>
      </RouteTitle.Provider>
    ),
  };
}

/**
 * The route tree, rendered by a BrowserRouter (the declarative router): the app uses no
 * loaders, actions or blockers, and the data router's code (createBrowserRouter) would add
 * about 17 KB gzip to every page's first load, /login's included.
 */
const ROUTES: RouteObject[] = [
  {
    element: <PageBoundary />,
    children: [
      ...ALL_PAGES.filter((p) => !inLayout(p)).map(toRoute),
      { element: <AppLayout />, children: ALL_PAGES.filter(inLayout).map(toRoute) },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(ROUTES);
}
