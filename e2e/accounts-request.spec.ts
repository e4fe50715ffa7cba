import { expect, test } from '@playwright/test';
import { asOwner } from './support/users.ts';

const unique = () => `visitor-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;

test.describe('requesting an account', () => {
  test('a visitor goes from sign-in to the form, fixes its errors and is told it was received', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Request an account' }).click();
    await expect(page).toHaveURL(/\/request-account$/);
    await expect(page.getByRole('heading', { name: 'Request an account' })).toBeVisible();

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Full name').fill('R2-D2');
    await page.getByLabel('Company').fill('X');
    await page.getByRole('button', { name: 'Request account' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email format.');
    await expect(page.getByLabel('Full name')).toHaveAccessibleDescription(
      /Invalid name format\.$/,
    );
    await expect(page.getByLabel('Company')).toHaveAccessibleDescription(
      'Invalid company name length.',
    );

    const email = `${unique()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Company').fill('Analytical Engines');
    await page.getByLabel('Message (optional)').fill('For the S1000D course.');
    await page.getByRole('button', { name: 'Request account' }).click();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();

    const stored = await asOwner((repos) => repos.accountRequests.list('pending'));
    expect(stored.find((r) => r.email === email)).toMatchObject({
      fullName: 'Ada Lovelace',
      message: 'For the S1000D course.',
    });
  });

  test('a second request for a pending e-mail is refused with the spec text', async ({ page }) => {
    const email = `${unique()}@example.com`;
    for (let attempt = 0; attempt < 2; attempt++) {
      await page.goto('/request-account');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Full name').fill('Ada Lovelace');
      await page.getByLabel('Company').fill('Analytical Engines');
      await page.getByRole('button', { name: 'Request account' }).click();
      if (attempt === 0) {
        await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
      }
    }
    await expect(page.getByRole('alert')).toHaveText(
      'An account request for this email is already pending approval.',
    );
  });

  test('a disposable-mail request shows the confirmation and saves nothing', async ({ page }) => {
    const email = `${unique()}@yopmail.com`;
    await page.goto('/request-account');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Full name').fill('Ada Lovelace');
    await page.getByLabel('Company').fill('Analytical Engines');
    await page.getByRole('button', { name: 'Request account' }).click();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    const stored = await asOwner((repos) => repos.accountRequests.list());
    expect(stored.some((r) => r.email === email)).toBe(false);
  });
});
