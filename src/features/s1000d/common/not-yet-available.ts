/** The lazy page of every S1000D route not built yet; docs/routes.md marks them by it. */
export const notYetAvailable = () => import('./not-yet-available-page.tsx');
