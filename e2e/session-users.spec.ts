import { expect, test } from '@playwright/test';
import { asOwner } from './support/users.ts';

async function redeemCode(expiryDate: Date) {
  return asOwner(async (repos) => {
    const code = await repos.accessCodes.create(
      { bucketId: 'bucket-session-e2e', description: 'Spring cohort', usesLeft: 5, expiryDate },
      'teacher-e2e',
    );
    return repos.accessCodes.redeem(code, 'Sam Student', new Date());
  });
}

test('a stored session id restores a session user with their cohort, across reloads', async ({
  page,
}) => {
  const sessionId = await redeemCode(new Date(Date.now() + 86_400_000));
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('ipsStudio.sessionId', id), sessionId);
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome, Sam Student (Student).')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Cohort' })).toBeVisible();
  await expect(dialog.getByText('Spring cohort')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('ipsStudio.sessionId'))).toBeNull();
});

test('an expired session is marked deleted, its id removed, and the visitor stays signed out', async ({
  page,
}) => {
  const sessionId = await redeemCode(new Date(Date.now() + 5000));
  await new Promise((r) => setTimeout(r, 6000));
  await page.goto('/login');
  await page.evaluate((id) => localStorage.setItem('ipsStudio.sessionId', id), sessionId);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ipsStudio.sessionId')))
    .toBeNull();
  const stored = await asOwner((repos) => repos.sessions.get(sessionId));
  expect(stored?.deleted).toBe(true);
});
