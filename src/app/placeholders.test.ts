import { describe, expect, it } from 'vitest';
import { notYetAvailable } from '../features/s1000d/common/not-yet-available.ts';
import { ALL_PAGES } from './pages.ts';

/**
 * Routes still being built: none. Every route of docs/routes.md is a real page (issue 19);
 * a route added as a placeholder fails here.
 */
const STILL_PLACEHOLDERS: readonly string[] = [];

describe('placeholder routes', () => {
  it('are exactly the routes still being built: no new one, none left listed once built', () => {
    const placeholders = ALL_PAGES.filter((route) => route.load === notYetAvailable).map(
      (r) => r.id,
    );
    expect([...placeholders].sort()).toEqual([...STILL_PLACEHOLDERS].sort());
  });
});
