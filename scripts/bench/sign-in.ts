// Time from pressing Sign in to an interactive dashboard, median of 10, in Chromium against
// the emulators.   npx tsx scripts/bench/sign-in.ts
import type { Page } from '@playwright/test';
import { FIRESTORE_DEBUG_KEY } from '../../src/firebase/services.ts';
import { reportBench } from './report.ts';
import { median, withBenchApp } from './support/bench-app.ts';
import { countFirestoreReads } from './support/count-firestore-reads.ts';

const RUNS = 10;
// The steps the app marks (src/lib/sign-in-marks.ts), in the order they happen.
const STEPS = ['auth', 'profile', 'roles', 'signed-in', 'projects-asked', 'projects'] as const;
type Steps = Record<string, number>;
// Listeners opened by the dashboard deliver their first documents within this.
const SETTLE_MS = 2_000;
await withBenchApp('signin', async ({ url, browser }) => {
  const { createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  const signIn = async (page: Page) => {
    // tsx names the evaluated functions' inner helpers with its own __name, absent in the page.
    await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByLabel('Role').selectOption('ips-engineer');
    // Let the Firebase chunk arrive first: the bench measures sign-in, not the download.
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchDashboard);
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'IPS Engineer dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Recent projects' }).waitFor();
    await page.getByText('No projects yet.').waitFor();
    return { ms: Date.now() - started, steps: await page.evaluate(stepsSinceStart) };
  };
  const times: number[] = [];
  const traces: Steps[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext();
    const { ms, steps } = await signIn(await context.newPage());
    times.push(ms);
    traces.push(steps);
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
      note: whereTheTimeGoes(traces),
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

/** In the page, before the click: notes when the dashboard's project list is on screen. */
function watchDashboard() {
  const done = () => document.body.textContent?.includes('No projects yet.');
  const observer = new MutationObserver(() => {
    if (!done()) return;
    performance.mark('bench:painted');
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** In the page: each mark and request of the sign-in, in ms after the app's sign-in:start. */
function stepsSinceStart(): Record<string, number> {
  const start = performance.getEntriesByName('sign-in:start')[0]?.startTime ?? 0;
  const at: Record<string, number> = {};
  for (const mark of performance.getEntriesByType('mark')) {
    at[mark.name.replace(/^(sign-in|bench):/, '')] = Math.round(mark.startTime - start);
  }
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.startTime < start) continue;
    const name = /accounts:(\w+)/.exec(entry.name)?.[1] ?? /dashboard-page/.exec(entry.name)?.[0];
    if (name && at[name] === undefined) at[name] = Math.round(entry.responseEnd - start);
  }
  return at;
}

/** Medians of the marks: which step of the chain a miss is made of. */
function whereTheTimeGoes(traces: readonly Steps[]) {
  const medianOf = (key: string) => {
    const values = traces.flatMap((t) => (t[key] === undefined ? [] : [t[key]]));
    return values.length ? `${median(values)}` : '-';
  };
  const parts = [
    `signInWithPassword ${medianOf('signInWithPassword')}`,
    `lookup ${medianOf('lookup')}`,
    ...STEPS.map((step) => `${step} ${medianOf(step)}`),
    `dashboard chunk ${medianOf('dashboard-page')}`,
    `painted ${medianOf('painted')}`,
  ];
  return `ms after the app starts signing in (medians): ${parts.join(', ')}`;
}
