import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { Loading } from '../ui/loading.tsx';
import { GuardedRoute } from './guarded-route.tsx';
import { lazyPage } from './lazy-page.ts';
import { PageBoundary } from './page-boundary.tsx';

// The signed-in shell (headlessui, date-fns) is not needed to paint the public pages.
const AppLayout = lazyPage(() =>
  import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
);
import { ALL_PAGES, type PageEntry } from './pages.ts';

function toRoute(page: PageEntry) {
  const Page = lazyPage(page.load);
  return {
    path: page.path,
    handle: { title: page.title },
    element: (
      <GuardedRoute guard={page.guard}>
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

const inLayout = (page: PageEntry) => page.guard === 'authenticated' || page.guard === 'role';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <PageBoundary />,
      children: [
        ...ALL_PAGES.filter((p) => !inLayout(p) || p.path === '/change-password').map(toRoute),
        {
          element: <AppLayout />,
          children: ALL_PAGES.filter((p) => inLayout(p) && p.path !== '/change-password').map(
            toRoute,
          ),
        },
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ]);
}
