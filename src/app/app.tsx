import { BrowserRouter } from 'react-router';
import { ALL_PAGES } from './pages.ts';
import { preloadPage } from './lazy-page.ts';
import { loadAppLayout } from './load-app-layout.ts';
import { AppRoutes } from './router.tsx';
import { prefetchOnRestore } from './entered-route.ts';
import { SessionProvider } from '../session/session-provider.tsx';

/**
 * A sign-in lands on the dashboard inside the signed-in layout: their chunks load while the
 * sign-in's round trips run instead of one after the other once it is done.
 */
function preloadLanding() {
  const dashboard = ALL_PAGES.find((page) => page.id === 'dashboard');
  for (const load of [loadAppLayout, dashboard?.load]) if (load) preloadPage(load);
}

export function App() {
  return (
    <SessionProvider onSigningIn={preloadLanding} onRestored={prefetchOnRestore}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
