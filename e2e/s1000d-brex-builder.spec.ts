import { join, resolve } from 'node:path';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const DESCRIPTION = 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML';
const ENTERPRISE = { code: 'C3002', name: 'Bike Co' };
const SETTINGS = {
  issue: '4.1',
  modelIdentCodes: ['S1000DBIKE'],
  systemDiffCode: 'AAA',
  languageIsoCode: 'en',
  countryIsoCode: 'US',
  responsiblePartnerCompany: ENTERPRISE,
  originator: ENTERPRISE,
  securityClassification: '01',
  brex: { kind: 'project', code: 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D' },
  sns: { kind: 'maintained', id: 'generic' },
  infoCodeSchemas: { '022': 'brex', '040': 'descript', '041': 'descript', '520': 'proced' },
};
const FILE = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D_000-01_EN-US.XML';

test('an author builds a project BREX step by step, tests a rule, and saves it into the project', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(
    author,
    'Bike builder',
    [join(BIKE, DESCRIPTION)],
    {},
    SETTINGS,
  );
  await page.goto('/tools/brex-builder');
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike builder' });
  await expect(page.getByLabel('Parent BREX')).toHaveValue('');
  await page.getByRole('button', { name: 'Start a new BREX' }).click();
  await expect(page.getByLabel('BREX code')).toHaveValue(
    'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D',
  );

  // Seeded as s1kd-newdm -B does: identification, enterprise, security and information codes,
  // and the project's maintained SNS.
  await page.getByRole('button', { name: "Seed rules from the project's defaults" }).click();
  await expect(page.getByRole('heading', { name: '3. Structure rules (8)' })).toBeVisible();
  await expect(page.getByText("SNS rules: 14 systems of the project's SNS")).toBeVisible();

  // A rule of one's own, tested on an object before it is saved.
  await page.getByRole('button', { name: 'Add structure rule' }).click();
  await page.getByLabel('Object path (rule 9)').fill('//levelledPara');
  await page.getByLabel('Allowed (rule 9)').selectOption('0');
  await page.getByLabel('Object use (rule 9)').fill('No levelled paragraphs.');
  await page.getByLabel('Objects to test rules against').selectOption({ index: 0 });
  await page.getByRole('button', { name: 'Test rule 9' }).click();
  await expect(page.getByLabel('Test of rule 9')).toContainText(
    'No levelled paragraphs. at /dmodule[1]/content[1]/description[1]/levelledPara[1]',
    { timeout: 60_000 }, // the worker compiles libxml2 on first use
  );
  await page.getByRole('button', { name: 'Add narrative rule' }).click();
  await page
    .getByLabel('Narrative rule 1')
    .fill('Every warning is reviewed by the safety officer.');

  // A path libxml2 cannot compile is refused before anything is stored.
  await page.getByLabel('Object path (rule 9)').fill('//levelledPara[');
  await page.getByRole('button', { name: 'Check the BREX' }).click();
  await expect(page.getByText(/Rule 9: its object path is not XPath 1\.0/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Save to the project' })).toHaveCount(0);

  await page.getByLabel('Object path (rule 9)').fill('//levelledPara');
  await page.getByRole('button', { name: 'Check the BREX' }).click();
  await expect(
    page.getByText(`${FILE} passes its issue's default BREX and itself`, { exact: false }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save to the project' }).click();
  await expect(page.getByText(`${FILE} is in Bike builder.`, { exact: false })).toBeVisible({
    timeout: 30_000,
  });

  // Read back from the store: the BREX management page summarises what was written.
  await page.getByRole('link', { name: "See the project's BREX" }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/brex-management/${projectId}$`));
  const row = page.getByRole('row').filter({ hasText: '000-01' });
  await expect(row).toContainText(
    '9 structure rules (must not exist 1, must exist 0, values only 8)',
    { timeout: 30_000 },
  );
  await expect(row).toContainText('0 notation rules, 1 narrative rule');
  await expect(row).toContainText(/\d+ SNS entries/);
});
