import { expect, type Page } from '@playwright/test';
import type { SignInRole } from '../../src/access/model.ts';
import { createTestUser, type NewTestUser, type TestUser } from './users.ts';

export async function signIn(page: Page, user: TestUser, role: SignInRole | '' = '') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Role').selectOption(role);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Creates a user holding `role` (or as described) and signs in with it. */
export async function loginAs(page: Page, role: SignInRole | '', options: NewTestUser = {}) {
  const roles = role && role !== 'admin' ? [role] : [];
  const user = await createTestUser({
    roles,
    isSystemAdmin: role === 'admin',
    assignedRoles: role === 'admin' ? ['system-administrator'] : undefined,
    ...options,
  });
  await signIn(page, user, role);
  await expect(page).toHaveURL(/\/dashboard$/);
  return user;
}

/** Signs in as a new user holding `role` and opens the page at `path`, whose heading is `title`. */
export async function openPageAs(page: Page, role: SignInRole | '', path: string, title: string) {
  const user = await loginAs(page, role);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  return user;
}
