import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const FILES = [
  'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_008-00_EN-US.XML',
  'UPF-S1000DLIGHTING-AAA-D00-00-00-00AA-00GA-D_001-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML',
].map((n) => join(BIKE, n));
const DEFAULT_41 = 'DMC-S1000D-E-04-10-0301-00A-022A-D';
const BIKE_BREX = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D';

test('an administrator sees every BREX in reach of a project, its chain, rules and followers, and compares two', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const admin = await loginAs(page, 'admin');
  const projectId = await seedS1000dProject(admin, 'Bike BREX', FILES);
  await page.goto('/tools/brex-management');
  // The S1000D default BREX, each summarised in a worker.
  const defaultRow = page.getByRole('row').filter({ hasText: DEFAULT_41 });
  await expect(defaultRow).toContainText('4.1');
  await expect(defaultRow).toContainText(/\d+ structure rules/);

  await page.getByLabel('S1000D project').selectOption({ label: 'Bike BREX' });
  await expect(page).toHaveURL(new RegExp(`/tools/brex-management/${projectId}$`));
  await expect(page.getByRole('heading', { name: 'BREX of Bike BREX' })).toBeVisible();
  const bikeRow = page.getByRole('row').filter({ hasText: 'Bike' }).filter({ hasText: '008-00' });
  await expect(bikeRow).toContainText(`${DEFAULT_41} → ${BIKE_BREX}`);
  await expect(bikeRow).toContainText(
    '47 structure rules (must not exist 14, must exist 0, values only 33)',
  );
  await expect(bikeRow).toContainText('196 values in 32 rules');
  await expect(bikeRow).toContainText('0 SNS entries, 0 notation rules, 2 narrative rules');
  await expect(bikeRow).toContainText('2 objects');
  // The UPF names issue 007-00 of the bike BREX, which the project does not hold.
  await expect(page.getByText(`${BIKE_BREX}_007-00`)).toBeVisible();
  await expect(page.getByText('The project holds issue(s) 008-00.')).toBeVisible();

  await page.getByLabel('Earlier').selectOption(DEFAULT_41);
  await page.getByLabel('Later').selectOption({ label: `${BIKE_BREX} issue 008-00` });
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByText('41 rule(s) added, 238 removed, 6 changed.')).toBeVisible();
  await expect(page.getByLabel('Differences')).toContainText(
    '+ //dmAddress/dmIdent/dmCode/@modelIdentCode: Bike model identification',
  );
});
