import { expect, test, type Page } from '@playwright/test';
import { ACCESS_CODE_ERRORS } from '../src/data/access-codes.ts';
import { asOwner } from './support/users.ts';

async function joinFromLogin(page: Page, name: string, code: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Join with an access code' }).click();
  await expect(page.getByRole('heading', { name: 'Join with an access code' })).toBeVisible();
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Access code').fill(code);
  await page.getByRole('button', { name: 'Join' }).click();
}

test('a student joins with an access code once; the used-up code is refused after', async ({
  browser,
}) => {
  const code = await asOwner((repos) =>
    repos.accessCodes.create(
      {
        bucketId: 'b1',
        description: 'Spring cohort',
        usesLeft: 1,
        expiryDate: new Date(Date.now() + 86_400_000),
      },
      'teacher',
    ),
  );

  const first = await browser.newPage();
  await joinFromLogin(first, 'Robin Learner', code);
  await expect(first).toHaveURL(/\/dashboard$/);
  await expect(first.getByText('Welcome, Robin Learner (Student).')).toBeVisible();

  // A fresh page: the first one is signed in and /join only serves visitors.
  const second = await browser.newPage();
  await joinFromLogin(second, 'Second Learner', code);
  await expect(second.getByRole('alert')).toHaveText(ACCESS_CODE_ERRORS.usedUp);
  await expect(second).toHaveURL(/\/join$/);
});
