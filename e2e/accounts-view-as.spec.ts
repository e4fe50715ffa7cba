import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { createTestUser } from './support/users.ts';

test('while viewing as another user, User Management disables every write with a note', async ({
  page,
}) => {
  // Role-gated pages need a role, not only the isSystemAdmin flag.
  const viewed = await createTestUser({
    name: `Viewed Admin ${Date.now()}`,
    isSystemAdmin: true,
    assignedRoles: ['system-administrator'],
  });
  await loginAs(page, 'admin');
  await page.getByRole('button', { name: 'View As' }).click();
  await page.getByRole('menuitem', { name: new RegExp(viewed.email) }).click();
  await expect(page.getByText(`Viewing as ${viewed.name}`)).toBeVisible();
  // In-app navigation: a reload would end View As.
  await page.getByTestId('sidebar').getByRole('link', { name: 'User Management' }).click();

  await expect(page.getByRole('note').first()).toContainText('changes are disabled');
  await expect(page.getByRole('button', { name: `Edit roles of ${viewed.email}` })).toBeDisabled();
  await page.getByRole('tab', { name: 'Roles' }).click();
  await expect(page.getByRole('button', { name: 'New role' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Maintainer' })).toBeDisabled();
});
