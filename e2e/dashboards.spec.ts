import { expect, test } from './support/fixtures.ts';
import type { SignInRole } from '../src/access/model.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';

const VARIANTS: [SignInRole, string][] = [
  ['ips-engineer', 'IPS Engineer dashboard'],
  ['maintainer', 'Maintainer dashboard'],
  ['operator', 'Operator dashboard'],
  ['school', 'School dashboard'],
  ['customer-support', 'Customer Support dashboard'],
  ['data-analyst', 'Data Analyst dashboard'],
  ['s1000d-viewer', 'S1000D Viewer dashboard'],
];

for (const [role, heading] of VARIANTS) {
  test(`signing in as ${role} shows its own dashboard, accessibly`, async ({ page }) => {
    await loginAs(page, role);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('a user with roles who picks none, and an administrator, get the main dashboard', async ({
  page,
}) => {
  await loginAs(page, '', { roles: ['maintainer'] });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Pending account requests')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the login page and the profile dialog have no serious accessibility problems', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await loginAs(page, 'operator');
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(page.getByRole('dialog').getByText('Profile Settings')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('choosing a role the user does not hold is refused and signs out', async ({ page }) => {
  const { createTestUser } = await import('./support/users.ts');
  const { signIn } = await import('./support/login.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  await signIn(page, user, 'maintainer');
  await expect(page.getByRole('alert')).toHaveText(
    'You Do Not Have Access To This Role. Your roles: IPS Engineer.',
  );
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
