import { expect, type Page } from '@playwright/test';

/** Creates a PBS project on the Create PBS page and waits for its page to open. */
export async function createPbsProject(page: Page, name: string, product: string) {
  await page.goto('/tools/create-pbs');
  await page.getByLabel('Project name').fill(name);
  await page.getByLabel('Product').fill(product);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}
