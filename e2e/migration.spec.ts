import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { asOwner } from './support/users.ts';

/** What the browser-only version left in local storage. */
const OLD_DATA = {
  pbsProjects: JSON.stringify([
    {
      id: 'pbs-local-1',
      name: 'Landing Gear PBS',
      createdAt: '2023-05-01T08:00:00.000Z',
      updatedAt: '2023-06-01T09:30:00.000Z',
      items: [{ id: 'n1', name: 'Strut', children: [{ id: 'n2', name: 'Piston', children: [] }] }],
    },
  ]),
  ipsProjects: JSON.stringify([{ id: 'ips-local-1', name: 'Hydraulics IPS', figures: [] }]),
  ipsProjectDrafts: JSON.stringify([{ id: 'draft-local-1', name: 'Unfinished draft', step: 2 }]),
  savedPLMData: JSON.stringify({ products: [{ id: 'p1', name: 'Gearbox' }] }),
};

async function putOldData(page: Page) {
  await page.goto('/');
  await page.evaluate((data) => {
    for (const [key, value] of Object.entries(data)) localStorage.setItem(key, value);
  }, OLD_DATA);
}

const banner = (page: Page) => page.getByRole('heading', { name: 'Database Migration Required' });
const bannerRegion = (page: Page) =>
  page.getByRole('region', { name: 'Database Migration Required' });

test('old local data is migrated into the account and shows in the PBS and IPS lists', async ({
  page,
}) => {
  await putOldData(page);
  const user = await loginAs(page, 'ips-engineer');
  await expect(banner(page)).toBeVisible();

  await page.getByRole('button', { name: 'Migrate Now' }).click();
  await expect(bannerRegion(page).getByRole('status')).toHaveText(
    'Successfully migrated 4 items to Firestore!',
  );
  await expect(banner(page)).toBeHidden({ timeout: 6000 });

  // The migrated projects are in the PBS and IPS lists, and the banner stays away.
  await page.goto('/tools/pbs-projects');
  await expect(
    page.getByRole('list', { name: 'PBS projects' }).getByText('Landing Gear PBS'),
  ).toBeVisible();
  await page.goto('/tools/ips-projects');
  await expect(
    page.getByRole('list', { name: 'IPS projects' }).getByText('Hydraulics IPS'),
  ).toBeVisible();
  await expect(banner(page)).toBeHidden();

  const stored = await asOwner(async (repos) => ({
    drafts: await repos.ipsProjectDrafts.listOwned(user.uid),
    plm: await repos.plmData.listOwned(user.uid),
    migrations: await repos.migrations.listOwned(user.uid),
  }));
  expect(stored.drafts.map((d) => d.fields.originalId)).toEqual(['draft-local-1']);
  expect(stored.plm[0]!.fields).toMatchObject({ migratedFromLocalStorage: true });
  expect(stored.migrations[0]).toMatchObject({ totalItemsMigrated: 4, errors: [] });

  const local = await page.evaluate(() => ({
    pbsProjects: localStorage.getItem('pbsProjects'),
    backups: Object.keys(localStorage).filter((k) => k.startsWith('ipsStudio.migrationBackup.')),
  }));
  expect(local.pbsProjects).toBeNull();
  expect(local.backups).toHaveLength(1);
});

test('Dismiss hides the banner and migrates nothing', async ({ page }) => {
  await putOldData(page);
  const user = await loginAs(page, 'ips-engineer');
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner(page)).toBeHidden();
  const pbs = await asOwner((repos) => repos.pbsProjects.listOwned(user.uid));
  expect(pbs).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('pbsProjects'))).not.toBeNull();
});
