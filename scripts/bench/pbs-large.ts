// A 5,000-item PBS project in Chromium against the emulators (rules loaded): opening it until
// the tree shows, expanding every item, exporting it (JSON and zip) and importing it again.
//   npx tsx scripts/bench/pbs-large.ts
import { chromium, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { toStoredItems } from '../../src/features/pbs-projects/read-items.ts';
import { sampleBreakdown } from '../../src/features/pbs-projects/sample-breakdown.ts';
import { DEFAULT_ADMIN_EMAIL, emulatorBuildEnv, PROJECT_ID, ROOT } from '../config.ts';
import { getFreePort } from '../emulators/ports.ts';
import { startEmulators } from '../emulators/start-emulators.ts';
import { reportBench } from './report.ts';

const ITEMS = 5000;
const RUNS = 5;
const NAME = 'Large breakdown';
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
const outDir = mkdtempSync(join(tmpdir(), 'ips-bench-pbs-'));
try {
  const { asOwner, createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  const items = toStoredItems(sampleBreakdown(ITEMS));
  await asOwner((repos) => repos.pbsProjects.create(user.uid, NAME, { product: 'Bench', items }));
  const documentBytes = JSON.stringify(items).length;
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
  const page: Page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto(`http://127.0.0.1:${port}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Role').selectOption('ips-engineer');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'IPS Engineer dashboard' }).waitFor();

  const opened: number[] = [];
  const expanded: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('link', { name: 'PBS Projects' }).first().click();
    const link = page.getByRole('link', { name: NAME, exact: true });
    await link.waitFor();
    let started = Date.now();
    await link.click();
    await page.getByRole('tree', { name: 'Product breakdown' }).waitFor();
    await page.getByText(`${ITEMS} items.`).waitFor();
    opened.push(Date.now() - started);
    started = Date.now();
    await page.getByRole('button', { name: 'Expand all' }).click();
    // A third-level item near the top shows only once everything is expanded.
    await page.getByRole('treeitem', { name: 'PBS-00200 Component 200 assembly' }).waitFor();
    expanded.push(Date.now() - started);
  }

  const exported: number[] = [];
  const zipped: number[] = [];
  const imported: number[] = [];
  let bundlePath = '';
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('link', { name: 'Project Export' }).first().click();
    await page.getByLabel(new RegExp(`${NAME}$`)).check();
    for (const [button, times] of [
      ['Download 1 project', exported],
      ['Download as zip', zipped],
    ] as const) {
      const started = Date.now();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const path = await (await downloading).path();
      times.push(Date.now() - started);
      if (button === 'Download 1 project') bundlePath = path;
    }
    const started = Date.now();
    await page.getByLabel('Import projects').setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: readFileSync(bundlePath),
    });
    await page.getByText(/^Imported 1 PBS project\./).waitFor({ timeout: 120_000 });
    imported.push(Date.now() - started);
    await page.goto(`http://127.0.0.1:${port}/dashboard`);
  }
  await browser.close();
  await new Promise<void>((done) => server.httpServer.close(() => done()));
  reportBench(
    'pbs-large',
    [
      {
        metric: `Open a ${ITEMS}-item PBS project → tree shown, median`,
        value: median(opened),
        unit: 'ms',
        note: 'from the list: one get of the project document, then render',
      },
      {
        metric: `Expand all ${ITEMS} items → rendered, median`,
        value: median(expanded),
        unit: 'ms',
      },
      { metric: 'Export it as JSON → download, median', value: median(exported), unit: 'ms' },
      { metric: 'Export it as zip → download, median', value: median(zipped), unit: 'ms' },
      {
        metric: 'Import that JSON → saved and listed, median',
        value: median(imported),
        unit: 'ms',
        note: 'read, check, one batch through the rules, list again',
      },
      {
        metric: 'Items stored in the project document (JSON)',
        value: documentBytes,
        unit: 'bytes',
      },
    ],
    // Import time is dominated by the emulator on a shared 2-core machine; record how busy it was.
    { runs: RUNS, opened, expanded, exported, zipped, imported, loadAverage: loadavg() },
  );
} finally {
  await emulators.stop();
  rmSync(outDir, { recursive: true, force: true });
}
