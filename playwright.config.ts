import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; these flags keep it off the
// network, which this machine does not have.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SHARED_STATE = /accounts-bootstrap\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two workers on two cores: journeys mostly wait on the emulators. Each worker's users are its
  // own (e2e/support/users.ts); a spec that changes what every user shares runs alone, last.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: SHARED_STATE },
    // Deletes the administrator role every other journey relies on: after them, on its own.
    {
      name: 'shared-state',
      use: { browserName: 'chromium' },
      testMatch: SHARED_STATE,
      dependencies: ['chromium'],
    },
  ],
});
