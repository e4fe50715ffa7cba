import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';

test('the account request form, with its errors showing, has no serious axe violations', async ({
  page,
}) => {
  await page.goto('/request-account');
  await page.getByRole('button', { name: 'Request account' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format.');
  await expectNoSeriousViolations(page);
});

test('each User Management tab and the role editor have no serious axe violations', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/tools/user-management');
  await expect(
    page.getByRole('searchbox', { name: 'Search users by name or email' }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Account requests' }).click();
  await expect(page.getByLabel('Status')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Roles' }).click();
  await page.getByRole('button', { name: 'New role' }).click();
  await expect(page.getByRole('checkbox', { name: 'reports view' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
