import { join, resolve } from 'node:path';
import { defaultProjectSettings } from '../src/s1000d/csdb/project-settings.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const FILES = [
  'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML',
].map((name) => join(BIKE, name));
const SETTINGS = defaultProjectSettings({
  issue: '4.1',
  modelIdentCodes: ['S1000DBIKE'],
  systemDiffCode: 'AAA',
  responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
  originator: { code: '07GB6', name: 'Bike Co' },
  itemLocationNames: { A: 'On the bike' },
});

test('a manager sees the codes a project uses and adds a project information code', async ({
  page,
}) => {
  const manager = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(manager, 'Bike', FILES, {}, SETTINGS);
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
