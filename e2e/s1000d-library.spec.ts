import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const DESCRIPTION = join(BIKE, 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML');
const PROCEDURE = join(BIKE, 'DMC-S1000DBIKE-AAA-DA1-20-00-00AA-520A-A_001-00_EN-US.XML');

test('an author downloads the project, finds an object, downloads it, upissues it, deletes and reinstates it', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(author, 'Brakes', [DESCRIPTION, PROCEDURE]);
  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(page.getByText('2 of 2 objects shown')).toBeVisible();
  // The ZIP writer loads on demand: the whole project arrives as one ZIP of both files.
  const projectZip = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download project' }).click();
  const zip = await projectZip;
  expect(zip.suggestedFilename()).toBe('Brakes.zip');
  const entries = unzipSync(readFileSync((await zip.path())!));
  expect(Object.keys(entries).sort()).toEqual([
    'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML',
    'DMC-S1000DBIKE-AAA-DA1-20-00-00AA-520A-A_001-00_EN-US.XML',
  ]);
  await page.getByLabel('Information code').selectOption('520');
  await expect(page.getByText('1 of 2 objects shown')).toBeVisible();
  await page.getByRole('button', { name: /^DMC-S1000DBIKE-AAA-DA1-20-00-00AA-520A-A/ }).click();
  const panel = page.getByRole('region', { name: /^Object DMC-S1000DBIKE-AAA-DA1-20/ });
  await expect(panel.getByText('Issues (1)')).toBeVisible();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download issue 001-00' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    'DMC-S1000DBIKE-AAA-DA1-20-00-00AA-520A-A_001-00_EN-US.XML',
  );
  expect(readFileSync((await file.path())!).equals(readFileSync(PROCEDURE))).toBe(true);

  await panel.getByRole('button', { name: 'Upissue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upissue' });
  await dialog.getByLabel('Reason for update (optional)').fill('Torque value corrected.');
  await dialog.getByRole('button', { name: 'Upissue' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Issues (2)')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Download issue 001-01' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: /001-01/ })).toBeVisible();

  await panel.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this object?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('0 of 1 objects shown')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('deleted');
  await expect(page.getByText('1 of 1 objects shown')).toBeVisible();
  await panel.getByRole('button', { name: 'Reinstate' }).click();
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(page.getByText('1 of 2 objects shown')).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('cell', { name: 'reinstate' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'upissue' })).toBeVisible();
});
