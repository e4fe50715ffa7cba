import { expect, test } from '@playwright/test';
import { defaultProjectSettings } from '../src/s1000d/csdb/project-settings.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { createS1000dProjectAs } from './support/s1000d-project.ts';
import { asOwner } from './support/users.ts';

test('a project manager chooses information sets, keeps them, and adds the PM skeleton to the project', async ({
  page,
}) => {
  const manager = await loginAs(page, 'ips-engineer');
  const projectId = await createS1000dProjectAs(manager, {
    name: 'Bike',
    settings: defaultProjectSettings({
      modelIdentCodes: ['BIKE'],
      responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
      originator: { code: '07GB6', name: 'Bike Co' },
    }),
  });
  await page.getByRole('link', { name: 'Information Sets' }).click();
  await expect(page.getByRole('heading', { name: 'Information Sets', level: 1 })).toBeVisible();
  await expect(page.getByText('Choose information sets to see what they propose.')).toBeVisible();

  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await page.getByLabel(/^Crew\/Operator information/).check();
  await page.getByLabel(/^Illustrated parts data/).check();
  const proposal = page.getByRole('region', { name: 'Proposed information codes' });
  await expect(proposal).toContainText('10 information codes from 2 sets');
  await expect(proposal.getByRole('row', { name: /^941/ })).toContainText('ipd');

  await page.getByRole('button', { name: 'Save these sets for Bike' }).click();
  await expect(page.getByRole('status')).toHaveText('Bike now produces 2 information sets.');
  await page.reload();
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await expect(page.getByLabel(/^Crew\/Operator information/)).toBeChecked();
  await expect(page.getByLabel(/^Maintenance information/)).not.toBeChecked();

  const skeleton = page.getByRole('region', { name: 'Publication module skeleton' });
  await expect(skeleton).toContainText('PMC-BIKE-07GB6-00001-00_000-01_EN-US.XML');
  await expect(skeleton.getByLabel('Publication module XML')).toHaveValue(
    /<pmEntryTitle>Crew\/Operator information<\/pmEntryTitle>/,
  );
  await skeleton.getByRole('button', { name: 'Add it to the project' }).click();
  await expect(skeleton.getByRole('status')).toHaveText(
    'PMC-BIKE-07GB6-00001-00_000-01_EN-US.XML: added issue 000-01.',
  );
  const stored = await asOwner((repos) =>
    repos.s1000dObjects.getObject(projectId, 'PMC-BIKE-07GB6-00001-00_EN-US'),
  );
  expect(stored?.kind).toBe('pm');
  await skeleton.getByRole('button', { name: 'Add it to the project' }).click();
  await expect(skeleton.getByRole('status')).toContainText(
    'identical to issue 000-01 in the project, skipped.',
  );
  await expectNoSeriousViolations(page);
});
