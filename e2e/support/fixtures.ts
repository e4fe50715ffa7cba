import { test as base } from '@playwright/test';
import { removeTestUsers } from './users.ts';

/**
 * Playwright's test, with the users a test creates (loginAs, createTestUser) removed when
 * it ends, pass or fail: tests leave no accounts behind and may run in parallel workers.
 */
export const test = base.extend<{ removesItsUsers: void }>({
  removesItsUsers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
    async ({}, use) => {
      await use();
      await removeTestUsers();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
