import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { defaultProjectSettings } from '../src/s1000d/csdb/project-settings.ts';
import { SAMPLE_BRDP_INDEX } from '../src/s1000d/node/sample-brdp-index.ts';
import { DEFAULT_BREX_DIR } from '../src/s1000d/node/test-fixtures.ts';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';
import { asOwner } from './support/users.ts';

const ISSUE6_BREX = join(DEFAULT_BREX_DIR, 'DMC-S1000D-H-04-10-0301-00A-022A-D_001-00_EN-US.XML');

test('a project manager imports the BRDP index, records decisions, writes the brDoc and finds its BREX links', async ({
  page,
}) => {
  // A long journey (import, two decisions, brDoc, BREX links, browse) on a shared machine.
  test.slow();
  const manager = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(
    manager,
    'Bike',
    [ISSUE6_BREX],
    {},
    {
      ...defaultProjectSettings({
        modelIdentCodes: ['BIKE'],
        responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
        originator: { code: '07GB6', name: 'Bike Co' },
      }),
    },
  );
  await page.goto('/tools/brdp-import');
  await expect(page.getByRole('heading', { name: 'BRDP Management', level: 1 })).toBeVisible();
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await expect(
    page.getByText('Bike has no BRDP index yet. Import the spreadsheet above.'),
  ).toBeVisible();

  const importer = page.getByRole('region', { name: 'Import the BRDP index' });
  await importer.getByLabel('BRDP index spreadsheet (.xlsx)').setInputFiles({
    name: 'notes.xlsx',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a workbook'),
  });
  await expect(importer.getByRole('alert')).toContainText(
    'notes.xlsx: This file is not an Excel workbook',
  );
  await importer.getByLabel('BRDP index spreadsheet (.xlsx)').setInputFiles({
    name: 'BRDP-relationships-Iss4-1_001-00.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(SAMPLE_BRDP_INDEX),
  });
  await expect(importer).toContainText('3 BRDPs on sheet “BRDP – BR Category Map”');
  await expect(importer).toContainText('3 new, 0 retired');
  await expect(
    importer.getByRole('list', { name: 'Rows left out or shortened' }).getByRole('listitem'),
  ).toHaveCount(3);
  await importer.getByRole('button', { name: 'Import 3 BRDPs' }).click();
  await expect(importer.getByRole('status')).toHaveText(
    'Imported 3 BRDPs from BRDP-relationships-Iss4-1_001-00.xlsx.',
  );
  await expect(
    page.getByRole('heading', { name: 'Decision points (0 of 3 decided)' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Decide BRDP-S1-00002' }).click();
  let dialog = page.getByRole('dialog', { name: 'Decision on BRDP-S1-00002' });
  await dialog.getByLabel('Decision', { exact: true }).selectOption({ label: 'Not used' });
  await dialog.getByLabel('Owner').fill('Ana Lima');
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'BRDP-S1-00002' })).toContainText(
    'Not used · BRD-S1-00002',
  );

  await page.getByRole('button', { name: 'Decide BRDP-S1-00001' }).click();
  dialog = page.getByRole('dialog', { name: 'Decision on BRDP-S1-00001' });
  await dialog
    .getByLabel('Decision', { exact: true })
    .selectOption({ label: 'Tailored for the project' });
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Say how the project tailors this decision point.',
  );
  await dialog.getByLabel('Decision text').fill('Issue 6 only; no mixed issues.');
  await dialog.getByLabel('Decision number').fill('BREX-S1-00012');
  await dialog.getByLabel('Priority').selectOption({ label: '1 Highest' });
  await dialog.getByLabel('BREX rules (ids, comma-separated)').fill('BREX-S1-00012, PRJ-1');
  await dialog.getByRole('button', { name: 'Save decision' }).click();
  await expect(
    page.getByRole('heading', { name: 'Decision points (2 of 3 decided)' }),
  ).toBeVisible();

  const brdoc = page.getByRole('region', { name: 'Business rules data module (brDoc)' });
  await expect(brdoc).toContainText('DMC-BIKE-A-00-00-00-00A-024A-D_000-01_EN-US.XML: 2 decisions');
  await brdoc.getByRole('button', { name: 'Add the brDoc to the project' }).click();
  await expect(brdoc.getByRole('status')).toHaveText(
    'DMC-BIKE-A-00-00-00-00A-024A-D_000-01_EN-US.XML: added issue 000-01.',
  );
  const stored = await asOwner((repos) =>
    repos.s1000dObjects.getObject(projectId, 'DMC-BIKE-A-00-00-00-00A-024A-D_EN-US'),
  );
  expect(stored?.kind).toBe('dm');

  await brdoc.getByRole('button', { name: "Check the links to the project's BREX" }).click();
  const links = brdoc.getByRole('group', { name: 'Links to BREX rules' });
  await expect(links).toContainText('BREX-S1-00012: cited by');
  await expect(links).toContainText("listed rules not in the project's BREX: PRJ-1");
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'BRDPs', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'BRDPs', level: 1 })).toBeVisible();
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await page.getByLabel('Search').fill('security');
  const found = page.getByRole('list', { name: 'BRDPs' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('Not used');
  await expect(page.getByRole('button', { name: /^Decide/ })).toHaveCount(0);
});
