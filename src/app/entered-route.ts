import { ALL_PAGES } from './pages.ts';
import { inLayout } from './in-layout.ts';
import { preloadPage } from './lazy-page.ts';
import { loadAppLayout } from './load-app-layout.ts';
import { routeAt } from './route-at.ts';

/**
 * A page load of a signed-in page (a reload, a link from outside): its chunk and the layout's
 * load with the app, beside the Firebase SDK and the session's reads, instead of once the
 * guard lets the page render. Loaded then, behind the layout's fallback, the page also waited
 * for React's 300 ms throttle on revealing content (decision 1770).
 */
export function preloadEnteredPage() {
  const entered = routeAt(ALL_PAGES, location.pathname);
  if (entered && inLayout(entered.page)) [loadAppLayout, entered.page.load].forEach(preloadPage);
}

/**
 * Auth restored the signed-in user of a page load: the entered route's prefetch starts now,
 * beside the profile and roles reads, the guard and the chunks, since the rules need only the
 * token. What it reads is shown only by the page, which renders once the guard lets this user
 * in and takes only reads started for the same user (decision 1770).
 */
export function prefetchOnRestore() {
  const entered = routeAt(ALL_PAGES, location.pathname);
  entered?.page.prefetch?.(entered.params);
}
