import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';

test.describe('guards and redirects', () => {
  test('a visitor is sent from signed-in pages to the landing page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'IPS Studio', level: 1 })).toBeVisible();
    await page.goto('/tools/user-management');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('the landing page links to sign-in and the account request', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Request an account' })).toHaveAttribute(
      'href',
      '/request-account',
    );
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in user is sent from / and /login to the dashboard', async ({ page }) => {
    await loginAs(page, 'maintainer');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a student without roles is kept out of role-gated tools but reaches signed-in pages', async ({
    page,
  }) => {
    await loginAs(page, '');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await page.goto('/tools/pbs-projects');
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'PBS Projects' })).toHaveCount(0);
    await expect(sidebar.getByText('My Courses')).toBeVisible();
  });

  test('a role-gated tool opens for a user with a role', async ({ page }) => {
    await loginAs(page, 'ips-engineer');
    await page.goto('/tools/wizards/s1000d/code-analyzer');
    await expect(page.getByRole('heading', { name: 'Code Analyzer' })).toBeVisible();
  });
});
