import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { createPbsProject } from './support/pbs-project.ts';

async function addRange(variant: Locator, from: string, to: string, modifications = '') {
  const form = variant.getByRole('form', { name: /Add a serial-number range/ });
  await form.getByLabel('First serial number').fill(from);
  await form.getByLabel('Last serial number').fill(to);
  await form.getByLabel('Modifications embodied').fill(modifications);
  await form.getByRole('button', { name: 'Add range' }).click();
}

test('an IPS engineer defines a model, a variant and serial ranges; an overlap is refused', async ({
  page,
}) => {
  await loginAs(page, 'ips-engineer');
  await createPbsProject(page, 'Bicycle breakdown', 'Bicycle');

  await page.getByRole('link', { name: 'Product Configurations' }).click();
  await page.getByRole('link', { name: 'Bicycle breakdown' }).click();
  await expect(page.getByRole('heading', { name: 'Bicycle breakdown', level: 1 })).toBeVisible();

  const addModel = page.getByRole('form', { name: 'Add a model' });
  await addModel.getByLabel('Model identification code').fill('b');
  await addModel.getByRole('button', { name: 'Add model' }).click();
  await expect(addModel.getByRole('alert')).toHaveText(/2 to 14 capital letters or digits/);
  await addModel.getByLabel('Model identification code').fill('bike');
  await addModel.getByLabel('Model name').fill('City bicycle');
  await addModel.getByRole('button', { name: 'Add model' }).click();
  const model = page.getByRole('region', { name: 'Model BIKE' });
  await expect(model.getByRole('heading', { name: /Model BIKE/ })).toBeVisible();

  const addVariant = model.getByRole('form', { name: 'Add a variant to model BIKE' });
  await addVariant.getByLabel('Variant code').fill('STD');
  await addVariant.getByLabel('Variant name').fill('Standard');
  await addVariant.getByRole('button', { name: 'Add variant' }).click();
  const variant = page.getByRole('region', { name: 'BIKE Variant STD' });
  await expect(variant).toBeVisible();

  await addRange(variant, '1', '100');
  await addRange(variant, '101', '250', 'mod-007');
  const rows = variant.getByRole('table').getByRole('row');
  await expect(rows).toHaveText([/From\s*To/, /1\s*100\s*None/, /101\s*250\s*MOD-007/]);

  await addRange(variant, '200', '300', 'MOD-008');
  await expect(variant.getByRole('alert')).toHaveText(
    'Serial numbers 200 to 300 overlap the range 101 to 250 of this variant.',
  );
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'BIKE Variant STD' }).getByRole('table').getByRole('row'),
  ).toHaveText([/From\s*To/, /1\s*100\s*None/, /101\s*250\s*MOD-007/]);

  await page.getByRole('link', { name: 'Product Configurations' }).first().click();
  await expect(page.getByText('1 model · 1 variant · 2 serial-number ranges')).toBeVisible();
});
