import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BIKE_DIR } from '../src/s1000d/node/test-fixtures.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE_DMRL = join(BIKE_DIR, 'DML-S1000DBIKE-C3002-C-2012-00001_001-01.XML');

test('an engineer pulls counts from a DMRL, changes a rate, sees the range and downloads the estimate', async ({
  page,
}) => {
  const user = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(user, 'Bike', [BIKE_DMRL]);
  await page.goto('/tools/wizards/s1000d/budget-calculator');
  await expect(page.getByRole('heading', { name: 'Budget Calculator', level: 1 })).toBeVisible();

  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await page.getByLabel('DMRL', { exact: true }).selectOption('DML-S1000DBIKE-C3002-C-2012-00001');
  await page.getByRole('button', { name: 'Use its counts' }).click();
  await expect(page.getByRole('status')).toHaveText(
    '88 data modules and 0 ICNs taken from DML-S1000DBIKE-C3002-C-2012-00001.',
  );
  await expect(page.getByLabel('Procedural data modules')).toHaveValue('37');
  await expect(page.getByLabel('Other data modules')).toHaveValue('23');

  const estimate = page.getByRole('region', { name: 'Estimate' });
  await expect(estimate).toContainText('for 88 data modules');
  await expect(
    page.getByText('Assumption: the starting value, not a published figure.').first(),
  ).toBeVisible();
  const total = async () =>
    (await estimate.getByRole('row', { name: /^Total/ }).innerText()).trim();
  const before = await total();
  await page.getByLabel('Hourly rate (currency per hour)').fill('100');
  await expect.poll(total).not.toBe(before);
  await expect(
    page.getByLabel('Hourly rate (currency per hour)').locator('..').locator('..'),
  ).toContainText('Your value.');

  await page.getByLabel('Target languages').fill('-1');
  await expect(page.getByRole('alert')).toContainText(
    'Target languages must be a number of 0 or more.',
  );
  await expect(estimate).toHaveCount(0);
  await page.getByLabel('Target languages').fill('2');
  await expect(estimate).toBeVisible();
  await expect(
    estimate
      .getByRole('table', { name: 'Cost per phase' })
      .getByRole('row', { name: /^Translation/ }),
  ).not.toContainText('$0');

  const downloading = page.waitForEvent('download');
  await estimate.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('Phase,Hours,Cost (USD),Low (USD),High (USD)');
  expect(csv).toMatch(/\nTotal,/);

  await page.reload();
  await expect(page.getByLabel('Hourly rate (currency per hour)')).toHaveValue('100');
  await expectNoSeriousViolations(page);
});
