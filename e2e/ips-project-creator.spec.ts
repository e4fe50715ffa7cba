import { expect, test } from './support/fixtures.ts';
import { openPageAs } from './support/login.ts';

test('an IPS engineer starts an IPS project, leaves, resumes the draft, creates it and edits it', async ({
  page,
}) => {
  await openPageAs(page, 'ips-engineer', '/tools/ips-project-creator', 'IPS Project Creator');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the programme name.');
  await page.getByLabel('Programme name').fill('Hydraulics IPS');
  await page.getByLabel('Description').fill('Support for the pump — Ölpumpe 🚢');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Product' }).fill('Pump');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Customer' }).fill('Navy');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  // Leave, come back: the draft is offered and resumes where it was.
  await page.goto('/dashboard');
  await page.goto('/tools/ips-project-creator');
  await expect(page.getByRole('heading', { name: 'Unfinished IPS projects' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume Hydraulics IPS' }).click();
  await expect(page.getByRole('heading', { name: 'Customer', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Customer' })).toHaveValue('Navy');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/S3000L/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add team member' }).click();
  await page.getByLabel('Name 1').fill('Ada');
  await page.getByLabel('Role 1').fill('LSA lead');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Add milestone' }).click();
  await page.getByLabel('Title 1').fill('PDR');
  await page.getByLabel('Due date 1').fill('2027-03-01');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Create IPS project' }).click();

  await expect(page.getByRole('heading', { name: 'Hydraulics IPS', level: 1 })).toBeVisible();
  await expect(page.getByText('Ada — LSA lead')).toBeVisible();
  await expect(page.getByText('Logistics support analysis')).toBeVisible();

  // Edit a section after creation; it is there after a reload.
  await page.getByRole('button', { name: 'Edit milestones' }).click();
  await page.getByLabel('Status 1').selectOption('Done');
  await page.getByRole('button', { name: 'Save milestones' }).click();
  await expect(page.getByText('2027-03-01 PDR (Done)')).toBeVisible();
  await page.reload();
  await expect(page.getByText('2027-03-01 PDR (Done)')).toBeVisible();

  // Creating removed the draft: the creator starts afresh.
  await page.goto('/tools/ips-project-creator');
  await expect(page.getByRole('heading', { name: 'Programme', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unfinished IPS projects' })).toHaveCount(0);
});
