import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { miniXsdZip } from '../src/s1000d/node/test-projects.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const GOOD = 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML';
const BROKEN = 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML';

test('an author uploads a schema set and validates a project against it, each error with its line', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const dir = mkdtempSync(join(tmpdir(), 'schema-manager-'));
  const text = readFileSync(join(BIKE, BROKEN), 'utf8');
  const yearAt = text.split('\n').findIndex((line) => line.includes('<issueDate ')) + 1;
  writeFileSync(join(dir, BROKEN), text.replace(/(<issueDate [^>]*year=")\d{4}"/, '$119"'));
  await seedS1000dProject(author, 'Bike', [join(BIKE, GOOD), join(dir, BROKEN)]);
  const zip = join(dir, 'S1000D_4-1.zip');
  writeFileSync(zip, miniXsdZip('S1000D_4-1/xml_schema_flat'));

  await page.goto('/tools/schema-manager');
  await expect(page.getByRole('heading', { name: 'Schema Manager', level: 1 })).toBeVisible();
  await expect(page.getByText('No schema set yet: add one below.')).toBeVisible();

  await page.getByLabel('Schema set (ZIP of xml_schema_flat)').setInputFiles(join(BIKE, GOOD));
  await page.getByRole('button', { name: 'Add the schema set' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'No XML Schema (.xsd) files in this upload: choose the ZIP of xml_schema_flat.',
  );

  await page.getByLabel('Schema set (ZIP of xml_schema_flat)').setInputFiles(zip);
  await page.getByRole('button', { name: 'Add the schema set' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'S1000D Issue 4.1 schema set stored: 27 schemas.',
  );
  const sets = page.getByRole('table', { name: 'Schema sets' });
  await expect(sets.getByRole('row', { name: /S1000D Issue 4.1 27 files/ })).toBeVisible();
  await page.reload();
  await expect(sets.getByRole('row', { name: /S1000D Issue 4.1/ })).toBeVisible();

  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await page.getByRole('button', { name: 'Validate 2 objects of Bike' }).click();
  const results = page.getByRole('region', { name: 'Schema validation' });
  await expect(results.getByRole('status')).toHaveText('Invalid: 1 · Valid: 1');
  await expect(results.getByRole('listitem', { name: BROKEN })).toContainText(
    `line ${yearAt}: Element 'issueDate', attribute 'year': [facet 'pattern'] The value '19' is not accepted by the pattern '[0-9]{4}'.`,
  );
  await expect(results.getByRole('listitem', { name: GOOD })).toContainText('Valid');

  await sets.getByRole('button', { name: 'Remove Issue 4.1' }).click();
  await expect(page.getByText('No schema set yet: add one below.')).toBeVisible();
});
