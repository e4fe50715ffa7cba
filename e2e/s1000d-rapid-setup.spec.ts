import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';

test('an engineer sets up an S1000D project in one pass and exports its .defaults', async ({
  page,
}) => {
  await loginAs(page, 'ips-engineer');
  await page.goto('/tools/wizards/s1000d/rapid-setup?name=Hydraulic%20pump&mic=hpump');
  await expect(page.getByLabel('Project name')).toHaveValue('Hydraulic pump');
  await page.getByRole('button', { name: 'Create project' }).click();
  const problems = page.getByRole('alert');
  await expect(problems).toContainText(
    'Responsible partner company code must be a 5-character CAGE/NCAGE code',
  );
  await expect(problems).toContainText('Originator name is required');

  await page.getByLabel('Responsible partner company code (CAGE)').fill('k0378');
  await page.getByLabel('Responsible partner company name').fill('Acme Pumps');
  await page.getByLabel('Originator code (CAGE)').fill('K0378');
  await page.getByLabel('Originator name').fill('Acme Pumps');
  await page.getByLabel('SNS').selectOption('general-surface-vehicles');
  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export .defaults' }).click();
  const defaults = readFileSync((await (await download).path())!, 'utf8');
  expect(defaults).toMatch(/^modelIdentCode\s+HPUMP$/m);
  expect(defaults).toMatch(/^responsiblePartnerCompanyCode\s+K0378$/m);
  expect(defaults).toMatch(/^issue\s+6$/m);

  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Hydraulic pump', level: 1 })).toBeVisible();
  await expect(page.getByText('manager', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByText('HPUMP')).toBeVisible();

  await page.goto('/s1000d-publications');
  await expect(page.getByRole('heading', { name: /Hydraulic pump/, level: 2 })).toBeVisible();
  await expect(page.getByText('No publication module in this project yet.')).toBeVisible();
});

test('a new user creates the demo project and finds its publication', async ({ page }) => {
  await loginAs(page, 'ips-engineer');
  await page.goto('/s1000d-publications');
  await page.getByRole('button', { name: 'Create demo project' }).click();
  await expect(page.getByRole('heading', { name: /Tidewell/, level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText(/^2\d of 2\d objects shown$/)).toBeVisible();
  await expect(page.getByText('0 unresolved reference(s) in the project')).toBeVisible();
  const projectId = new URL(page.url()).pathname.split('/').pop();
  await page.goto('/s1000d-publications');
  // This demo project's own section: other demo projects open to the workspace may be listed.
  const section = page.locator(`section[aria-labelledby="project-${projectId}"]`);
  await expect(section.getByRole('link', { name: /PMC-TIDEWELL/ })).toBeVisible();
});
