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
  await expect(page.getByRole('button', { name: 'PMC-TIDEWELL-7TDW1-00001-00' })).toBeVisible();

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
