import { readFileSync } from 'node:fs';
import { defaultProjectSettings } from '../src/s1000d/csdb/project-settings.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { createS1000dProjectAs } from './support/s1000d-project.ts';
import type { TestUser } from './support/users.ts';

/** A glider project on the maintained air vehicle SNS, owned by the author. */
function createGlider(author: TestUser, name: string) {
  return createS1000dProjectAs(author, {
    name,
    settings: defaultProjectSettings({
      modelIdentCodes: ['GLIDER'],
      responsiblePartnerCompany: { code: '07GB6', name: 'Glider Co' },
      originator: { code: '07GB6', name: 'Glider Co' },
      sns: { kind: 'maintained', id: 'air-vehicle' },
    }),
  });
}

test('an author plans a data set from the SNS, creates the skeletons and finds them in the library', async ({
  page,
}) => {
  // Plans, downloads, stores and runs the accessibility check on a shared 2-core machine.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await createGlider(author, 'Glider');
  await page.goto('/tools/wizards/s1000d/data-set-builder');
  await expect(page.getByRole('heading', { name: 'Data Set Builder', level: 1 })).toBeVisible();
  await page.getByLabel('S1000D project').selectOption({ label: 'Glider' });
  await page.getByLabel('Filter SNS nodes').fill('cooling');
  await page.getByRole('checkbox', { name: '21-5 Cooling' }).check();
  await page.getByLabel('Information codes').fill('040, 520');
  await page.getByRole('button', { name: 'Plan the data set' }).click();

  const plan = page.getByRole('region', { name: 'Planned data modules (2)' });
  await expect(plan.getByRole('row', { name: /DMC-GLIDER-A-21-50-00-00A-040A-A/ })).toContainText(
    'Cooling - Description',
  );
  await expect(plan.getByRole('row', { name: /DMC-GLIDER-A-21-50-00-00A-520A-A/ })).toContainText(
    'Cooling - Remove procedure',
  );

  const download = page.waitForEvent('download');
  await plan.getByRole('button', { name: 'Download the DMRL' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^DML-GLIDER-07GB6-C-\d{4}-00001_000-01\.XML$/);
  expect(readFileSync((await file.path())!, 'utf8')).toContain(
    '<infoName>Remove procedure</infoName>',
  );

  await plan.getByRole('button', { name: 'Create skeletons' }).click();
  await expect(plan.getByRole('status')).toContainText(
    '2 skeleton data module(s) added to the library.',
  );
  await expect(plan.getByRole('row', { name: /040A-A/ })).toContainText('Yes');
  await expectNoSeriousViolations(page);

  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(page.getByText('2 of 2 objects shown')).toBeVisible();
  await expect(
    page.getByRole('button', { name: /^DMC-GLIDER-A-21-50-00-00A-520A-A/ }),
  ).toBeVisible();
});

test('an author creates one planned data module from its DML entry and lands in the editor', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await createGlider(author, 'Planned glider');
  await page.goto('/tools/wizards/s1000d/data-set-builder');
  await page.getByLabel('S1000D project').selectOption({ label: 'Planned glider' });
  await page.getByLabel('Filter SNS nodes').fill('cooling');
  await page.getByRole('checkbox', { name: '21-5 Cooling' }).check();
  await page.getByLabel('Information codes').fill('520');
  await page.getByRole('button', { name: 'Plan the data set' }).click();
  const code = 'DMC-GLIDER-A-21-50-00-00A-520A-A';
  await page.getByRole('button', { name: `New data module ${code}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New data module' });
  await expect(dialog.getByLabel(/^SNS/)).toHaveValue('21-50-00');
  await expect(dialog.getByLabel(/^Information code/)).toHaveValue('520A');
  await expect(dialog.getByLabel('Technical name')).toHaveValue('Cooling');
  await expect(dialog).toContainText('schema proced');
  await dialog.getByRole('button', { name: 'Create and edit' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/module-editor/${encodeURIComponent(`${code}_EN-US`)}$`),
  );
  await expect(page.getByText(/issue 000-01/)).toBeVisible();
});
