import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startApp } from './support/start-app.ts';

test('npm start serves the app, prints the administrator, and keeps data across a restart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'ips-start-'));
  const outDir = mkdtempSync(join(tmpdir(), 'ips-start-dist-'));
  try {
    const first = await startApp(dataDir, outDir);
    const password = /Password:\s+(\S{12})/.exec(first.output())?.[1];
    expect(first.output()).toContain('First administrator: admin@ips-studio.local');
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);

    await page.goto(first.url);
    await expect(page.getByRole('heading', { name: 'IPS Studio', level: 1 })).toBeVisible();
    expect(await first.interrupt()).toBe(0);

    const second = await startApp(dataDir, outDir);
    // The same administrator, not a new one: the data came back.
    expect(second.output()).toContain(`Password:            ${password}`);
    await page.goto(second.url);
    await expect(page.getByRole('heading', { name: 'IPS Studio', level: 1 })).toBeVisible();
    expect(await second.interrupt()).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  }
});
