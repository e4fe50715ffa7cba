import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAs } from './support/login.ts';

const bundle = {
  format: 'ips-studio-projects',
  version: 1,
  exportedAt: '2026-01-01T00:00:00.000Z',
  projects: [
    {
      collection: 'pbsProjects',
      id: 'old-id',
      name: 'Fahrrad 🚲',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-02T00:00:00.000Z',
      fields: { product: 'B-1', items: [], due: { __timestamp: '2024-02-29T12:00:00.000Z' } },
    },
  ],
};

test('an IPS engineer imports a project bundle and downloads it again unchanged', async ({
  page,
}) => {
  await loginAs(page, 'ips-engineer');
  await page.goto('/tools/project-export');
  await expect(page.getByRole('heading', { name: 'Project Export', level: 1 })).toBeVisible();

  await page.getByLabel('Import projects').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "something-else"}'),
  });
  await expect(page.getByRole('alert')).toHaveText(/not an IPS Studio project export/);

  await page.getByLabel('Import projects').setInputFiles({
    name: 'projects.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(bundle)),
  });
  await expect(page.getByText('Imported 1 project.')).toBeVisible();

  await page.getByLabel('Fahrrad 🚲').check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 1 project' }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  const exported = JSON.parse(text) as typeof bundle;
  expect(exported.projects).toEqual([{ ...bundle.projects[0], id: expect.any(String) }]);
});
