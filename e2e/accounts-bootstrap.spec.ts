import { expect, test } from '@playwright/test';
import { deleteDoc, doc } from 'firebase/firestore';
import { createAuthEmulatorAdmin } from '../scripts/emulators/auth-admin.ts';
import { asOwner, withOwnerDb } from './support/users.ts';

// The test build's VITE_ADMIN_EMAIL, which firestore.rules carries by default.
const ADMIN_EMAIL = 'admin@ips-studio.local';
const PASSWORD = 'first-admin-password';

function authAdmin() {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('Run the browser tests through `npm test`.');
  return createAuthEmulatorAdmin(host, process.env.GCLOUD_PROJECT ?? 'demo-ips-studio');
}

async function signInAsAdmin(page: import('@playwright/test').Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Role').selectOption('admin');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the first administrator of a hosted project sets up their own account', async ({ page }) => {
  // A project with no administrator role yet: the bootstrap must create it.
  await withOwnerDb((db) => deleteDoc(doc(db, 'roles', 'system-administrator')));

  await page.goto('/setup-administrator');
  await expect(page.getByText(ADMIN_EMAIL).first()).toBeVisible();
  const setUp = page.getByRole('button', { name: 'Set up the administrator' });
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Password again').fill('short');
  await setUp.click();
  await expect(page.getByRole('alert')).toHaveText('Use at least 10 characters.');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(`${PASSWORD}!`);
  await setUp.click();
  await expect(page.getByRole('alert')).toHaveText('The two passwords differ.');
  await page.getByLabel('Password again').fill(PASSWORD);
  await setUp.click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // Signing in before the address is confirmed is refused and sends a new link.
  await signInAsAdmin(page);
  await expect(page.getByRole('alert')).toContainText(
    `Confirm that ${ADMIN_EMAIL} is yours before signing in as the administrator`,
  );
  await expect(page).toHaveURL(/\/login$/);
  expect(await asOwner((r) => r.users.findByEmail(ADMIN_EMAIL))).toBeNull();

  const links = (await authAdmin().sentLinks()).filter(
    (l) => l.email === ADMIN_EMAIL && l.requestType === 'VERIFY_EMAIL',
  );
  expect(links.length).toBe(2);
  await page.goto(links.at(-1)!.oobLink);
  await expect(page.getByText(/verified/i).first()).toBeVisible();

  await signInAsAdmin(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Pending account requests')).toBeVisible();
  // Switch Role is the bootstrap administrator's alone.
  await expect(page.getByRole('button', { name: 'Switch Role' })).toBeVisible();

  const profile = await asOwner((r) => r.users.findByEmail(ADMIN_EMAIL));
  expect(profile).toMatchObject({
    assignedRoles: ['system-administrator'],
    selectedRole: 'admin',
    isSystemAdmin: true,
    mustChangePassword: false,
  });
  expect((await asOwner((r) => r.roles.get('system-administrator')))?.name).toBe(
    'System Administrator',
  );

  // Once made, the page says so and offers a password link instead.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/setup-administrator');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password again').fill(PASSWORD);
  await setUp.click();
  await expect(page.getByRole('alert')).toContainText(`A login for ${ADMIN_EMAIL} already exists`);
  await page.getByRole('button', { name: 'Send a password link' }).click();
  await expect(page.getByText(`We have sent the link to ${ADMIN_EMAIL}.`)).toBeVisible();
  const resets = (await authAdmin().sentLinks()).filter(
    (l) => l.email === ADMIN_EMAIL && l.requestType === 'PASSWORD_RESET',
  );
  expect(resets.length).toBe(1);
});
