// Time from pressing Sign in to an interactive dashboard, median of 10, in Chromium against
// the emulators.   npx tsx scripts/bench/sign-in.ts
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { DEFAULT_ADMIN_EMAIL, emulatorBuildEnv, PROJECT_ID, ROOT } from '../config.ts';
import { getFreePort } from '../emulators/ports.ts';
import { startEmulators } from '../emulators/start-emulators.ts';
import { FIRESTORE_DEBUG_KEY } from '../../src/firebase/services.ts';
import { reportBench } from './report.ts';
import { countFirestoreReads } from './support/count-firestore-reads.ts';

const RUNS = 10;
// Listeners opened by the dashboard deliver their first documents within this.
const SETTLE_MS = 2_000;
const emulators = await startEmulators({
  projectId: PROJECT_ID,
  ports: {
    firestore: await getFreePort(),
    auth: await getFreePort(),
    hub: await getFreePort(),
    logging: await getFreePort(),
  },
  rulesPath: join(ROOT, 'firestore.rules'),
});
process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
const outDir = mkdtempSync(join(tmpdir(), 'ips-bench-signin-'));
try {
  const { createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  Object.assign(
    process.env,
    emulatorBuildEnv(emulators.firestoreHost, emulators.authHost, DEFAULT_ADMIN_EMAIL),
  );
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const port = await getFreePort();
  const server = await preview({
    root: ROOT,
    build: { outDir },
    preview: { port, strictPort: true },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const signIn = async (page: Page) => {
    await page.goto(`http://127.0.0.1:${port}/login`);
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
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  times.sort((a, b) => a - b);
  reportBench('sign-in', [
    {
      metric: 'Sign in → interactive dashboard, median',
      value: times[Math.floor(RUNS / 2)]!,
      unit: 'ms',
      target: '< 1000',
    },
    { metric: 'Sign in → interactive dashboard, slowest', value: times.at(-1)!, unit: 'ms' },
    {
      metric: 'Firestore documents read by that start-up',
      value: reads.documents,
      unit: 'documents',
      target: '< 20',
    },
    { metric: 'Queries and lookups it opened', value: reads.targets, unit: 'targets' },
  ]);
} finally {
  await emulators.stop();
  rmSync(outDir, { recursive: true, force: true });
}
