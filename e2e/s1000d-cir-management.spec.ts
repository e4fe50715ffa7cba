import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { bikeFiles, bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

const REPAIR = 'DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-921A-A_EN-US';

test('an author reads the CIRs of a project, sees where a warning is used and what is unresolved, and downloads a standalone instance', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(
    author,
    'Bike lighting',
    bikeFiles(
      'DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-921A-A_007-00_EN-US.XML',
      'DMC-S1000DLIGHTING-AAA-D00-00-00-01AA-012A-A_001-00_EN-US.XML',
      'DMC-S1000DLIGHTING-AAA-D00-00-00-02AA-012A-A_001-00_EN-US.XML',
      'DMC-S1000DLIGHTING-AAA-D00-00-00-00AA-00NA-D_001-00_EN-US.XML',
    ),
    {},
    bikeSettings({ modelIdentCodes: ['S1000DLIGHTING'] }),
  );
  await page.goto('/tools/cir-management');
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike lighting' });
  await page.getByRole('button', { name: 'Read the project’s CIRs' }).click();

  await page.getByLabel('CIR type').selectOption({ label: '0A4 Warning (2 items)' });
  const items = page.getByRole('table', { name: 'Warning items' });
  const row = items.getByRole('row').filter({ hasText: 'warning-001' });
  await expect(row).toContainText('Make sure that the bulb is cool before you replace it.');
  await expect(row.getByRole('link', { name: REPAIR })).toBeVisible();

  const unresolved = page.getByRole('table', { name: 'Unresolved CIR references' });
  await expect(unresolved.getByRole('row').filter({ hasText: 'Tool BSK-SCRDV-001' })).toContainText(
    'No such item in the 00N CIR',
  );
  await expect(unresolved.getByRole('row').filter({ hasText: 'Zone F11' })).toContainText(
    'The project has no 00H CIR',
  );

  await page.getByLabel('Data module').selectOption(REPAIR);
  await page.getByRole('button', { name: 'Make a standalone instance' }).click();
  await expect(
    page.getByText('Resolved: 1 warningRef, 2 cautionRef, from 2 CIR(s).'),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the instance' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${REPAIR}-instance.xml`);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text).toContain(
    '<warning id="w001"><warningAndCautionPara>Make sure that the bulb is cool',
  );
  expect(text).not.toContain('<warningsAndCautionsRef');
});
