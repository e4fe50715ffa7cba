import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { loginAs, signIn } from './support/login.ts';
import { asOwner } from './support/users.ts';

async function pendingRequest(fullName: string) {
  const email = `req-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await asOwner((repos) =>
    repos.accountRequests.submit(
      { email, fullName, company: 'Analytical Engines', message: '' },
      null,
    ),
  );
  return email;
}

async function openRequests(page: Page) {
  await page.goto('/tools/user-management');
  await page.getByRole('tab', { name: 'Account requests' }).click();
}

test.describe('deciding account requests', () => {
  test('an administrator approves; the new user signs in with the temporary password and must change it', async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = await pendingRequest('Grace Hopper');
    await loginAs(page, 'admin');
    await openRequests(page);
    await page.getByRole('button', { name: `Approve ${email}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Cohort').selectOption({ label: 'No cohort' });
    await dialog.getByLabel('Notes').fill('Welcome aboard');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const password = (await dialog.getByLabel('Temporary password').textContent()) ?? '';
    expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: `Approve ${email}` })).toHaveCount(0);

    await page.getByLabel('Status').selectOption('approved');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Notes: Welcome aboard')).toBeVisible();

    const fresh = await browser.newPage();
    await signIn(fresh, { uid: '', email, password, name: 'Grace Hopper' });
    await expect(fresh).toHaveURL(/\/change-password$/);
    await fresh.close();
  });

  test('an administrator rejects with notes; the request moves to Rejected', async ({ page }) => {
    const email = await pendingRequest('Alan Turing');
    await loginAs(page, 'admin');
    await openRequests(page);
    await page.getByRole('button', { name: `Reject ${email}` }).click();
    await page.getByRole('dialog').getByLabel('Notes').fill('Not a customer');
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('button', { name: `Reject ${email}` })).toHaveCount(0);
    await page.getByLabel('Status').selectOption('rejected');
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Notes: Not a customer')).toBeVisible();
  });

  test('system roles cannot be deleted; the button says why', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/tools/user-management');
    await page.getByRole('tab', { name: 'Roles' }).click();
    const remove = page.getByRole('button', { name: 'Delete Maintainer' });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute('title', 'System roles cannot be deleted.');
  });
});
