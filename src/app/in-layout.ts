import type { RouteEntry } from '../lib/route-entry.ts';

/** Signed-in pages render in the layout; choosing a new password comes before it. */
export const inLayout = (page: RouteEntry) =>
  (page.requires.guard === 'authenticated' || page.requires.guard === 'role') &&
  page.id !== 'change-password';
