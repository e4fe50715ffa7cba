import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { RouteEntry } from '../lib/route-entry.ts';
import { Loading } from '../ui/loading.tsx';
import { GuardedRoute } from './guarded-route.tsx';
import { lazyPage } from './lazy-page.ts';
import { PageBoundary } from './page-boundary.tsx';
import { ALL_PAGES } from './pages.ts';

// The signed-in shell (headlessui, date-fns) is not needed to paint the public pages.
const AppLayout = lazyPage(() =>
  import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
);

function toRoute(page: RouteEntry) {
  const Page = lazyPage(page.load);
  return {
    path: page.path,
    handle: { title: page.title },
    element: (
      <GuardedRoute route={page}>
        {page.loadingText ? (
          <Suspense fallback={<Loading text={page.loadingText} />}>
            <Page />
          </Suspense>
        ) : (
          <Page />
        )}
      </GuardedRoute>
    ),
  };
}

/** Signed-in pages render in the layout; choosing a new password comes before it. */
const inLayout = (page: RouteEntry) =>
  (page.requires.guard === 'authenticated' || page.requires.guard === 'role') &&
  page.id !== 'change-password';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <PageBoundary />,
      children: [
        ...ALL_PAGES.filter((p) => !inLayout(p)).map(toRoute),
        { element: <AppLayout />, children: ALL_PAGES.filter(inLayout).map(toRoute) },
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ]);
}
