import { describe, expect, it } from 'vitest';
import { notYetAvailable } from '../features/s1000d/common/not-yet-available.ts';
import { ALL_PAGES } from './pages.ts';

/**
 * Routes other engineers are still building. Take a route off this list in the commit that
 * builds it; when the list is empty every route of docs/routes.md is a real page.
 */
const STILL_PLACEHOLDERS = ['ste-project-manager'];

describe('placeholder routes', () => {
  it('are exactly the routes still being built: no new one, none left listed once built', () => {
    const placeholders = ALL_PAGES.filter((route) => route.load === notYetAvailable).map(
      (r) => r.id,
    );
    expect([...placeholders].sort()).toEqual([...STILL_PLACEHOLDERS].sort());
  });
});
