import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { BIKE_PAIR, bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

test('a manager sees the codes a project uses and adds a project information code', async ({
  page,
}) => {
  const manager = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(
    manager,
    'Bike',
    BIKE_PAIR,
    {},
    bikeSettings({ itemLocationNames: { A: 'On the bike' } }),
  );
  await page.goto('/tools/ic-management');
  await expect(page.getByText(/^\d+ of \d+ information codes shown$/)).toBeVisible();
  await page.getByLabel('S1000D project (optional)').selectOption({ label: 'Bike' });
  await page.getByLabel('Only codes the project uses or defines').check();
  const table = page.getByRole('table', { name: 'Information codes' });
  await expect(
    table.getByRole('row', { name: /^251 Clean with chemical agent proced Specification 1$/ }),
  ).toBeVisible();
  await expect(page.getByText('2 of')).toBeVisible();

  await page.getByLabel('Project code').fill('04');
  await page.getByLabel('Information name').fill('Brake wear');
  await page.getByRole('button', { name: 'Add the code' }).click();
  await expect(page.getByRole('alert')).toContainText('"04" is not an information code');
  await page.getByLabel('Project code').fill('04A');
  await page.getByRole('button', { name: 'Add the code' }).click();
  await expect(page.getByRole('status')).toHaveText('04A was added to Bike.');
  await expect(
    table.getByRole('row', { name: /^04A Brake wear descript Project 0$/ }),
  ).toBeVisible();

  await page.goto('/tools/iloc-management');
  await page.getByLabel('S1000D project (optional)').selectOption({ label: 'Bike' });
  const codes = page.getByRole('table', { name: 'Item location codes' });
  await expect(codes.getByRole('row', { name: /^A On the bike/ })).toContainText('041×1 251×1');
  await expect(codes.getByRole('row', { name: /^T / })).toContainText('0');
});
