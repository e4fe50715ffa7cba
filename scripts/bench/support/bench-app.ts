import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS } from '../../../playwright.config.ts';
import { DEFAULT_ADMIN_EMAIL, emulatorBuildEnv, ROOT } from '../../config.ts';
import { getFreePort } from '../../emulators/ports.ts';
import { startTestEmulators } from '../../emulators/test-emulators.ts';

/** outDir: the built app, for benches that load one of its chunks (a worker) directly. */
export type BenchApp = { url: string; browser: Browser; outDir: string };

export const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * What every browser bench needs: the emulators on free ports with the rules loaded (their
 * hosts in process.env, so e2e/support can seed), the app built against them and served, and
 * Chromium. All of it stops once `work` ends, however it ends.
 */
export async function withBenchApp<T>(name: string, work: (app: BenchApp) => Promise<T>) {
  const emulators = await startTestEmulators();
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestoreHost;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulators.authHost;
  const outDir = mkdtempSync(join(tmpdir(), `ips-bench-${name}-`));
  try {
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
    try {
      return await work({ url: `http://127.0.0.1:${port}`, browser, outDir });
    } finally {
      await browser.close();
      await new Promise<void>((done) => server.httpServer.close(() => done()));
    }
  } finally {
    await emulators.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Signs a bench user in through the login page with the role given; waits for its dashboard. */
export async function signInAs(
  page: Page,
  url: string,
  user: { email: string; password: string },
  role: string,
) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}
