import { expect, test, type Page } from '@playwright/test';
import { ACCESS_CODE_ERRORS } from '../src/data/access-codes.ts';
import { JOIN_TEXT } from '../src/features/auth/join-with-code.ts';
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

async function codeFor(fields: { usesLeft?: number; expiryDate?: Date; active?: boolean }) {
  return asOwner(async (repos) => {
    const code = await repos.accessCodes.create(
      {
        bucketId: 'b1',
        description: 'Spring cohort',
        usesLeft: fields.usesLeft ?? 5,
        expiryDate: fields.expiryDate ?? new Date(Date.now() + 86_400_000),
      },
      'teacher',
    );
    if (fields.active === false) await repos.accessCodes.deactivate(code);
    return code;
  });
}

test('every access-code error is said plainly and signs nobody in', async ({ page }) => {
  const expired = await codeFor({ expiryDate: new Date(Date.now() - 60_000) });
  const deactivated = await codeFor({ active: false });
  const valid = await codeFor({});
  const cases: [name: string, code: string, message: string][] = [
    ['', valid, JOIN_TEXT.nameRequired],
    ['Robin', '   ', JOIN_TEXT.codeRequired],
    ['Robin', 'NOTAREALCODE2345', ACCESS_CODE_ERRORS.unknown],
    ['Robin', expired, ACCESS_CODE_ERRORS.expired],
    ['Robin', deactivated, ACCESS_CODE_ERRORS.unknown],
  ];
  await page.goto('/join');
  for (const [name, code, message] of cases) {
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Access code').fill(code);
    await page.getByRole('button', { name: 'Join' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    await expect(page).toHaveURL(/\/join$/);
  }
  expect(await page.evaluate(() => localStorage.getItem('ipsStudio.sessionId'))).toBeNull();
  const left = await asOwner((repos) => repos.accessCodes.listForBucket('b1'));
  expect(left.find((c) => c.code === valid)?.usesLeft).toBe(5);
});
