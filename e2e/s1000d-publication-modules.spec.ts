import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedDemoProject } from './support/viewer-project.ts';

test('an author creates a publication module, upissues, deletes and reinstates it, and reads it', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProject('Pump manuals', { [author.uid]: 'author' });
  await page.goto('/tools/publication-module-manager');
  await page.getByRole('link', { name: 'Pump manuals' }).click();
  await expect(
    page.getByRole('button', { name: 'PMC-TIDEWELL-7TDW1-00001-00', exact: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'New publication module' }).click();
  const form = page.getByRole('form', { name: 'New publication module' });
  await expect(form.getByLabel('Publication module number')).toHaveValue('00002');
  await form.getByRole('button', { name: 'Create publication module' }).click();
  await expect(form.getByText('Enter the publication title.')).toBeVisible();
  await expect(
    form.getByText('Choose at least one data module: a publication entry cannot be empty.'),
  ).toBeVisible();
  await form.getByLabel('Title').fill('Impeller work');
  await form.getByLabel(/Impeller - Remove procedure/).check();
  await form.getByLabel(/Inlet strainer - Clean/).check();
  await form.getByRole('button', { name: 'Create publication module' }).click();
  await expect(form).toBeHidden();
  const panel = page.getByRole('region', { name: 'Object PMC-TIDEWELL-7TDW1-00002-00_EN-US' });
  await expect(panel.getByText('Issues (1)')).toBeVisible();
  await expect(page).toHaveURL(/publication-module-manager\/[^/]+\/PMC-TIDEWELL-7TDW1-00002-00/);
  await expectNoSeriousViolations(page);

  await panel.getByRole('button', { name: 'Upissue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upissue' });
  await dialog.getByRole('button', { name: 'Upissue' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Issues (2)')).toBeVisible();
  const row = page.getByRole('row', { name: /PMC-TIDEWELL-7TDW1-00002-00/ });
  await expect(row.getByRole('cell', { name: '000-02' })).toBeVisible();

  await panel.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this object?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(row.getByRole('cell', { name: 'deleted' })).toBeVisible();
  await panel.getByRole('button', { name: 'Reinstate' }).click();
  await expect(row.getByRole('cell', { name: 'in work' })).toBeVisible();

  // The read-only view shows its tree; the viewer reads it.
  await row.getByRole('link', { name: 'View PMC-TIDEWELL-7TDW1-00002-00' }).click();
  await expect(page).toHaveURL(/\/publication-module-view\//);
  await expect(
    page
      .getByRole('navigation', { name: 'Publication contents' })
      .getByRole('link', { name: /Impeller - Remove procedure/ }),
  ).toBeVisible();
  await page.goBack();
  await row.getByRole('link', { name: 'Read PMC-TIDEWELL-7TDW1-00002-00' }).click();
  const contents = page.getByRole('navigation', { name: 'Publication contents' });
  await expect(contents.getByRole('link', { name: /Impeller - Remove procedure/ })).toBeVisible();
  await contents.getByRole('link', { name: /Inlet strainer - Clean/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inlet strainer - Clean' }),
  ).toBeVisible();
});

test('an author makes a customer instance of a publication for one product, stored as new objects', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedDemoProject('Customer manuals', { [author.uid]: 'author' });
  await page.goto(`/tools/publication-module-manager/${projectId}`);
  await page
    .getByRole('button', { name: 'Customer instance of PMC-TIDEWELL-7TDW1-00001-00' })
    .click();
  const form = page.getByRole('form', { name: /Customer instance of/ });
  await form.getByRole('button', { name: 'Make customer instance' }).click();
  await expect(
    form.getByText('Choose a product, or set at least one attribute value.'),
  ).toBeVisible();

  await form.getByLabel('Product').selectOption('prod-4000101');
  await form.getByLabel('Extension code').fill('P4000101');
  await form.getByRole('button', { name: 'Make customer instance' }).click();
  await expect(form).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: /^Stored \d+ new objects: PME-/ }),
  ).toBeVisible();
  const instance = page.getByRole('row', {
    name: /PME-[A-Z0-9]{5}-P4000101-TIDEWELL-7TDW1-00001-00/,
  });
  await expect(instance).toBeVisible();

  // The same extension again would overwrite nothing: it is refused, and nothing is stored.
  await page
    .getByRole('button', { name: 'Customer instance of PMC-TIDEWELL-7TDW1-00001-00' })
    .click();
  await form.getByLabel('Product').selectOption('prod-4000101');
  await form.getByLabel('Extension code').fill('P4000101');
  await form.getByRole('button', { name: 'Make customer instance' }).click();
  await expect(
    form.getByText('An instance is stored only as new objects: choose another extension code.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // Read without choosing a product: the step that does not apply to pump 4000101 is gone.
  await instance.getByRole('link', { name: /^Read PME-/ }).click();
  const contents = page.getByRole('navigation', { name: 'Publication contents' });
  await contents.getByRole('link', { name: /Impeller - Remove procedure/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impeller - Remove procedure' }),
  ).toBeVisible();
  await expect(
    page.getByText(/^DME-[A-Z0-9]{5}-P4000101-TIDEWELL-A-20-20-00-00A-520A-A$/),
  ).toBeVisible();
  await expect(page.getByText('impeller retaining screw (item 6)')).toBeHidden();
});
