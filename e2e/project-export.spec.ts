import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';
import { strFromU8, unzipSync } from 'fflate';
import { openPageAs } from './support/login.ts';

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

test('an IPS engineer imports a project bundle and downloads it again unchanged, as JSON and as zip', async ({
  page,
}) => {
  await openPageAs(page, 'ips-engineer', '/tools/project-export', 'Project Export');

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
  await expect(page.getByText('Imported 1 PBS project.')).toBeVisible();

  await page.getByLabel('Fahrrad 🚲').check();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download 1 project' }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  const exported = JSON.parse(text) as typeof bundle;
  expect(exported.projects).toEqual([{ ...bundle.projects[0], id: expect.any(String) }]);

  const zipping = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as zip' }).click();
  const zip = await zipping;
  expect(zip.suggestedFilename()).toMatch(/^ips-studio-projects-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipBytes = await readFile((await zip.path())!);
  const inside = unzipSync(new Uint8Array(zipBytes));
  const zipped = JSON.parse(strFromU8(inside['ips-studio-projects.json']!)) as typeof bundle;
  expect(zipped).toEqual({ ...exported, exportedAt: expect.any(String) });

  await page.getByLabel('Import projects').setInputFiles({
    name: 'broken.zip',
    mimeType: 'application/zip',
    buffer: zipBytes.subarray(0, zipBytes.length - 40),
  });
  await expect(page.getByRole('alert')).toHaveText(/not a valid zip archive/);
  await page.getByLabel('Import projects').setInputFiles({
    name: 'projects.zip',
    mimeType: 'application/zip',
    buffer: zipBytes,
  });
  await expect(
    page.getByText(
      'Imported 1 PBS project. Renamed because the name was taken: "Fahrrad 🚲 (imported)".',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Fahrrad 🚲 (imported)')).toBeVisible();
});
