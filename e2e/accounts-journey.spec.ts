import { expect, test } from './support/fixtures.ts';
import { loginAs, signIn } from './support/login.ts';
import { createTestUser } from './support/users.ts';

test('an administrator views a student as them, assigns IPS Engineer, and the user signs in with it', async ({
  page,
}) => {
  const user = await createTestUser({ name: `Journey User ${Date.now()}` });
  await loginAs(page, 'admin');

  await page.getByRole('button', { name: 'View As' }).click();
  await page.getByRole('menuitem', { name: new RegExp(user.email) }).click();
  await expect(page.getByText(`Viewing as ${user.name}`)).toBeVisible();
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByText('My Courses')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page.getByText(`Viewing as ${user.name}`)).toHaveCount(0);
  await sidebar.getByRole('link', { name: 'User Management' }).click();

  await page.getByRole('button', { name: `Edit roles of ${user.email}` }).click();
  await page.getByRole('checkbox', { name: 'IPS Engineer' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('checkbox', { name: 'IPS Engineer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, user, 'ips-engineer');
  await expect(
    page.getByRole('heading', { name: 'IPS Engineer dashboard', level: 1 }),
  ).toBeVisible();
  await expect(
    page.getByTestId('sidebar').getByRole('link', { name: 'IPS Projects' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  // Signed out before the next sign-in loads the page, or the old session comes back with it.
  await expect(page).toHaveURL(/\/$/);

  await signIn(page, user, 'maintainer');
  await expect(page.getByRole('alert')).toHaveText(
    'You Do Not Have Access To This Role. Your roles: IPS Engineer.',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
