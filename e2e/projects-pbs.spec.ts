import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { createPbsProject } from './support/pbs-project.ts';

async function addItem(page: Page, button: string, identifier: string, name: string, sns: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Identifier').fill(identifier);
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('SNS code').fill(sns);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toBeHidden();
}

test('an IPS engineer builds a PBS tree with a support task, and it is there after a reload', async ({
  page,
}) => {
  await loginAs(page, 'ips-engineer');
  await createPbsProject(page, 'Bicycle breakdown', 'Bicycle');

  await addItem(page, 'Add top-level item', 'D00', 'Bicycle', 'D00');
  await addItem(page, 'Add child', 'DA0', 'Wheels', 'DA0');
  await addItem(page, 'Add sibling', 'DA1', 'Brakes', 'DA1');
  const tree = page.getByRole('tree', { name: 'Product breakdown' });
  await expect(tree.getByRole('treeitem')).toHaveText([
    /D00\s*Bicycle/,
    /DA0\s*Wheels/,
    /DA1\s*Brakes/,
  ]);
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByRole('link', { name: 'Open item and tasks' }).click();
  await expect(page.getByRole('heading', { name: 'DA1 Brakes', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add support task' });
  await dialog.getByLabel('Task code').fill('DA1-200');
  await dialog.getByLabel('Title').fill('Inspect brake pads');
  await dialog.getByLabel('Interval').fill('500 km');
  await dialog.getByLabel('Skills').fill('Mechanic');
  await dialog.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.getByRole('link', { name: 'Inspect brake pads' }).click();
  await expect(page.getByRole('heading', { name: 'DA1-200 Inspect brake pads' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Interval')).toHaveValue('500 km');
  await expect(page.getByLabel('Skills')).toHaveValue('Mechanic');

  await page.getByRole('link', { name: 'Bicycle breakdown' }).click();
  await tree.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: 'D00 Bicycle' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
