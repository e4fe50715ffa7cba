// Time from pressing Sign in to an interactive dashboard, median of 10, in Chromium against
// the emulators.   npx tsx scripts/bench/sign-in.ts
import type { Page } from '@playwright/test';
import { FIRESTORE_DEBUG_KEY } from '../../src/firebase/services.ts';
import { reportBench } from './report.ts';
import { median, withBenchApp } from './support/bench-app.ts';
import { countFirestoreReads } from './support/count-firestore-reads.ts';

const RUNS = 10;
// Listeners opened by the dashboard deliver their first documents within this.
const SETTLE_MS = 2_000;
await withBenchApp('signin', async ({ url, browser }) => {
  const { createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  const signIn = async (page: Page) => {
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('Role').selectOption('ips-engineer');
    // Let the Firebase chunk arrive first: the bench measures sign-in, not the download.
    await page.waitForLoadState('networkidle');
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'IPS Engineer dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Recent projects' }).waitFor();
    await page.getByText('No projects yet.').waitFor();
    return Date.now() - started;
  };
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    times.push(await signIn(await context.newPage()));
    await context.close();
  }
  // One more sign-in with the SDK's debug log on (slower, so not timed) to count reads.
  const counting = await browser.newContext();
  await counting.addInitScript((key) => localStorage.setItem(key, '1'), FIRESTORE_DEBUG_KEY);
  const page = await counting.newPage();
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  await signIn(page);
  await page.waitForTimeout(SETTLE_MS);
  const reads = countFirestoreReads(lines);
  await counting.close();
  reportBench('sign-in', [
    {
      metric: 'Sign in → interactive dashboard, median',
      value: median(times),
      unit: 'ms',
      target: '≤ 600',
    },
    { metric: 'Sign in → interactive dashboard, slowest', value: Math.max(...times), unit: 'ms' },
    {
      metric: 'Firestore documents read by that start-up',
      value: reads.documents,
      unit: 'documents',
      target: '≤ 9',
    },
    { metric: 'Queries and lookups it opened', value: reads.targets, unit: 'targets' },
  ]);
});
