import { BrowserRouter } from 'react-router';
import { ALL_PAGES } from './pages.ts';
import { AppRoutes } from './router.tsx';
import { SessionProvider } from '../session/session-provider.tsx';

/**
 * A sign-in lands on the dashboard inside the signed-in layout: their chunks load while the
 * sign-in's round trips run instead of one after the other once it is done. A failed fetch
 * is left to the page's own lazy load, which reports it.
 */
function preloadLanding() {
  const dashboard = ALL_PAGES.find((page) => page.id === 'dashboard');
  for (const load of [() => import('./layout/app-layout.tsx'), dashboard?.load]) {
    load?.().catch(() => {});
  }
}

export function App() {
  return (
    <SessionProvider onSigningIn={preloadLanding}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SessionProvider>
  );
}
