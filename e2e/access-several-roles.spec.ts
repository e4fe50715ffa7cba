import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/login.ts';
import { BIKE_PAIR } from './support/s1000d-project.ts';
import { createTestUser } from './support/users.ts';
import { createPbsProject } from './support/pbs-project.ts';

/** Four roles that give little, before the one that gives the permission (issue 14 item 2). */
const FOUR_READER_ROLES = [
  'operator-role',
  'customer-support-role',
  'data-analyst-role',
  's1000d-viewer-role',
];

test('an engineer holding five roles, IPS Engineer last, creates a PBS project, an S1000D project and its objects', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const engineer = await createTestUser({
    assignedRoles: [...FOUR_READER_ROLES, 'ips-engineer-role'],
  });
  await signIn(page, engineer, 'ips-engineer');
  await expect(page).toHaveURL(/\/dashboard$/);

  await createPbsProject(page, 'Five-role breakdown', 'Bicycle');
  await page.getByRole('button', { name: 'Add top-level item', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Identifier').fill('D00');
  await dialog.getByLabel('Name').fill('Bicycle');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  await page.goto('/tools/wizards/s1000d/rapid-setup?name=Five-role%20bike&mic=S1000DBIKE');
  await page.getByLabel('Responsible partner company code (CAGE)').fill('07GB6');
  await page.getByLabel('Responsible partner company name').fill('Bike Co');
  await page.getByLabel('Originator code (CAGE)').fill('07GB6');
  await page.getByLabel('Originator name').fill('Bike Co');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: 'Five-role bike', level: 1 })).toBeVisible();
  const projectId = new URL(page.url()).pathname.split('/').pop();

  await page.goto(`/upload?project=${projectId}`);
  await page.getByLabel('Files to upload').setInputFiles([...BIKE_PAIR]);
  await expect(page.getByText('2 object(s) stored from 2 file(s).')).toBeVisible({
    timeout: 60_000,
  });
  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(page.getByText('2 of 2 objects shown')).toBeVisible();
});

test('a user manager holding five roles, the managing one last, changes a user’s roles and deactivates them', async ({
  page,
}) => {
  const manager = await createTestUser({
    assignedRoles: [...FOUR_READER_ROLES, 'e2e-user-manager'],
    extraRoles: [
      {
        id: 'e2e-user-manager',
        name: 'User Manager',
        description: 'Manages users, not roles or administrators.',
        permissions: {
          dashboard: { view: true },
          'user-management': { view: true, edit: true, create: true },
        },
        isSystem: false,
        isActive: true,
      },
    ],
  });
  const user = await createTestUser({ roles: ['operator'], name: `Managed ${Date.now()}` });
  await signIn(page, manager, 'operator');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('sidebar').getByRole('link', { name: 'User Management' }).click();
  await page.getByRole('button', { name: `Edit roles of ${user.email}` }).click();
  await page.getByRole('checkbox', { name: 'Maintainer' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('checkbox', { name: 'Maintainer' })).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: user.email });
  await expect(row).toContainText('Maintainer');

  await row.getByRole('button', { name: `Deactivate ${user.email}` }).click();
  await expect(row).toContainText('Inactive');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: user.email })).toContainText('Inactive');
});
