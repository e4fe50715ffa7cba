import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/login.ts';
import { createS1000dProjectAs } from './support/s1000d-project.ts';
import { asOwner, createTestUser } from './support/users.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const bikeFiles = readdirSync(BIKE).map((name) => join(BIKE, name));

test('an author uploads the bike CSDB and a colleague sees it arrive live', async ({ browser }) => {
  test.setTimeout(180_000);
  const author = await createTestUser({ roles: ['ips-engineer'], name: 'Ann Author' });
  const reader = await createTestUser({ roles: ['s1000d-viewer'], name: 'Rob Reader' });
  const projectId = await createS1000dProjectAs(author, {
    name: 'Bike 4.1',
    description: 'The S1000D 4.1 bicycle sample',
    settings: { issue: '4.1' },
    members: { [reader.uid]: 'reader' },
  });

  const readerPage = await (await browser.newContext()).newPage();
  await signIn(readerPage, reader, 's1000d-viewer');
  await expect(readerPage).toHaveURL(/\/dashboard$/);
  await readerPage.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(readerPage.getByRole('heading', { name: 'Bike 4.1', level: 1 })).toBeVisible();
  await expect(readerPage.getByText('0 of 0 objects shown')).toBeVisible();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, author, 'ips-engineer');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/upload?project=${projectId}`);
  await page.getByLabel('Files to upload').setInputFiles(bikeFiles);
  await expect(page.getByRole('heading', { name: 'Upload summary' })).toBeVisible({
    timeout: 150_000,
  });
  await expect(page.getByText('152 object(s) stored from 152 file(s).')).toBeVisible();
  await page.getByRole('button', { name: /^Stored; file name and code disagree \(2\)$/ }).click();
  await expect(
    page.getByText(
      /PMC-S1000DBIKE-C3002-EPWG1-00_000-01_EN-US\.XML: added issue 000-01\. The file name and the code disagree/,
    ),
  ).toBeVisible();

  // The reader's library follows without a reload.
  await expect(readerPage.getByText('152 of 152 objects shown')).toBeVisible({ timeout: 20_000 });
  await readerPage.getByLabel('Search codes and titles').fill('brake 041A');
  await expect(readerPage.getByRole('row')).toHaveCount(3);

  // Uploading the same files again stores nothing new.
  await page.getByLabel('Files to upload').setInputFiles(bikeFiles.slice(0, 5));
  await expect(page.getByText('0 object(s) stored from 5 file(s).')).toBeVisible({
    timeout: 60_000,
  });
});

test('an upload the rules refuse says why and stores nothing', async ({ page }) => {
  const manager = await createTestUser({ roles: ['ips-engineer'], name: 'Mia Manager' });
  const author = await createTestUser({ roles: ['ips-engineer'], name: 'Al Author' });
  const projectId = await createS1000dProjectAs(manager, {
    name: 'Locked',
    settings: { issue: '4.1' },
    members: { [author.uid]: 'author' },
  });
  await signIn(page, author, 'ips-engineer');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/upload?project=${projectId}`);
  await expect(page.getByTestId('drop-zone')).toBeVisible();
  // The manager makes the author a reader while the page is open.
  await asOwner((repos) =>
    repos.s1000dProjects.setMembers(
      projectId,
      { [manager.uid]: 'manager', [author.uid]: 'reader' },
      { uid: manager.uid, name: manager.name },
    ),
  );
  await page
    .getByLabel('Files to upload')
    .setInputFiles(bikeFiles.filter((f) => f.endsWith('.XML')).slice(0, 3));
  await expect(page.getByRole('alert')).toHaveText(
    /This project refused the upload: you need the author, reviewer or manager role/,
  );
  await expect(page.getByText('0 object(s) stored from 3 file(s).')).toBeVisible();
  const rows = await asOwner((repos) => repos.s1000dObjects.readIndex(projectId));
  expect(rows.size).toBe(0);
});
