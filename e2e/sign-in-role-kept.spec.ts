import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { asOwner } from './support/users.ts';

// The sign-in's write of the role chosen waits for the dashboard's first data (decision 1640).
const storedRole = (uid: string) => async () =>
  (await asOwner((repos) => repos.users.get(uid)))?.selectedRole;

test('the role chosen at sign-in outlasts a reload at once and a role chosen right after it', async ({
  page,
}) => {
  const user = await loginAs(page, 'operator', { roles: ['operator', 'maintainer'] });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Operator dashboard', level: 1 })).toBeVisible();
  await page.goto('/settings');
  const form = page.locator('section', {
    has: page.getByRole('heading', { name: 'Start in role' }),
  });
  const startRole = form.getByLabel('Role', { exact: true });
  await expect(startRole).toHaveValue('operator');
  await startRole.selectOption('maintainer');
  await expect(form.getByRole('status')).toHaveText('Saved.');
  await expect.poll(storedRole(user.uid)).toBe('maintainer');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Maintainer dashboard', level: 1 })).toBeVisible();
  await expect.poll(storedRole(user.uid)).toBe('maintainer');
});
