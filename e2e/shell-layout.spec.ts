import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';

test('the sidebar collapses to 16 units, icon-only, and remembers it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, 'admin');
  const sidebar = page.getByTestId('sidebar');
  expect((await sidebar.boundingBox())!.width).toBe(256);
  await expect(sidebar.getByText('User Management')).toBeVisible();

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(64);
  await expect(sidebar.getByText('User Management')).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'User Management' })).toBeVisible();

  await page.reload();
  await expect.poll(async () => (await page.getByTestId('sidebar').boundingBox())!.width).toBe(64);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())!.width).toBe(256);
});

test('below the lg breakpoint a slide-over menu closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await loginAs(page, 'ips-engineer');
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'PBS Projects' }).click();
  await expect(page).toHaveURL(/\/tools\/pbs-projects$/);
  await expect(menu).toBeHidden();
});

test('a page chunk that fails to load shows the error screen, and Go Home recovers', async ({
  page,
}) => {
  await loginAs(page, 'maintainer');
  await page.route(/settings-page-[^/]*\.js$/, (route) => route.abort());
  await page.getByRole('button', { name: 'Profile', exact: true }).waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(
    page.getByText(
      'We encountered an unexpected error. Please try refreshing the page or contact support if the problem persists.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/ChunkLoadError/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Maintainer dashboard' })).toBeVisible();
});

test('the profile dialog edits the display name through its whole cycle', async ({ page }) => {
  const user = await loginAs(page, '', { name: 'Ada Lovelace' });
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Profile Settings')).toBeVisible();
  await expect(dialog.getByText(user.email)).toBeVisible();
  await expect(dialog.getByText('Member since')).toBeVisible();
  await expect(dialog.getByText('Enrolled courses')).toBeVisible();

  await dialog.getByRole('button', { name: 'Edit' }).click();
  const input = dialog.getByLabel('Display name');
  await input.fill('   ');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await input.fill('Someone Else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Ada Lovelace', { exact: true })).toHaveCount(2);

  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Display name')).toHaveValue('Ada Lovelace');
  await dialog.getByLabel('Display name').fill('  Ada King  ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Ada King', { exact: true }).first()).toBeVisible();

  await page.mouse.click(5, 790);
  await expect(dialog).toBeHidden();
  await page.reload();
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  await expect(
    page.getByRole('dialog').getByText('Ada King', { exact: true }).first(),
  ).toBeVisible();
});
