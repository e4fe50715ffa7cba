import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { miniXsdZip } from '../src/s1000d/node/test-projects.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const FILES = [
  'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML',
].map((name) => join(BIKE, name));

test('an author looks up an element and an attribute: schemas, BREX values and the project use', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(author, 'Bike', FILES);
  const zip = join(mkdtempSync(join(tmpdir(), 'lookup-')), 'S1000D_4-1.zip');
  writeFileSync(zip, miniXsdZip('S1000D_4-1/xml_schema_flat'));
  await page.goto('/tools/schema-manager');
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await page.getByLabel('Schema set (ZIP of xml_schema_flat)').setInputFiles(zip);
  await page.getByRole('button', { name: 'Add the schema set' }).click();
  await expect(page.getByRole('status')).toContainText('S1000D Issue 4.1 schema set stored');

  await page.goto('/tools/wizards/s1000d/element-attribute-lookup');
  await page.getByLabel('S1000D issue').selectOption('4.1');
  await page.getByLabel('S1000D project (optional)').selectOption({ label: 'Bike' });
  await page.getByLabel('Element or @attribute').fill('dmCode');
  await page.getByRole('button', { name: 'Look up' }).click();
  const element = page.getByRole('region', { name: 'Lookup of dmCode' });
  await expect(element).toContainText('May stand in: dmIdent');
  await expect(element.getByRole('list', { name: 'Attributes' })).toContainText(
    '@infoCode required /[A-Z0-9]{3}/',
  );
  await expect(element).toContainText(
    'Used by 2 objects of Bike: DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_EN-US',
  );

  await page.getByLabel('Element or @attribute').fill('@securityClassification');
  await page.getByRole('button', { name: 'Look up' }).click();
  const attribute = page.getByRole('region', { name: 'Lookup of @securityClassification' });
  await expect(attribute).toContainText('Default BREX rules');
  await expect(attribute).toContainText(
    'Used by 2 objects of Bike: DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_EN-US',
  );

  await page.getByLabel('Element or @attribute').fill('not a name');
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Type an element name (dmCode) or an attribute name (@infoCode).',
  );
});
