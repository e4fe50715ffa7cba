import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { miniXsdZip } from '../src/s1000d/node/test-projects.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const FIXTURES = resolve(import.meta.dirname, '../tests/fixtures/s1000d');
const BIKE = join(FIXTURES, 'bike-4.1');
const GOOD = 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML';
const BROKEN = 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML';

/** The mini set as an earlier version kept it in IndexedDB (decision 352). */
function browserSet() {
  const dir = join(FIXTURES, 'xsd-mini/xml_schema_flat');
  const files = readdirSync(dir)
    .sort()
    .map((name) => ({ name, bytes: [...readFileSync(join(dir, name))] }));
  const bytes = files.reduce((n, f) => n + f.bytes.length, 0);
  return { files, bytes };
}

test('a manager moves the browser-kept set into the project, uploads another, and validates with lines', async ({
  page,
}) => {
  const manager = await loginAs(page, 'ips-engineer');
  const dir = mkdtempSync(join(tmpdir(), 'schema-manager-'));
  const text = readFileSync(join(BIKE, BROKEN), 'utf8');
  const yearAt = text.split('\n').findIndex((line) => line.includes('<issueDate ')) + 1;
  writeFileSync(join(dir, BROKEN), text.replace(/(<issueDate [^>]*year=")\d{4}"/, '$119"'));
  const projectId = await seedS1000dProject(manager, 'Bike', [join(BIKE, GOOD), join(dir, BROKEN)]);
  const zip = join(dir, 'S1000D_6.zip');
  writeFileSync(zip, miniXsdZip('S1000D_6/xml_schema_flat'));

  // The library says which set is missing and links to where it is uploaded.
  await page.goto(`/tools/s1000d-projects/${projectId}`);
  const row = (file: string) =>
    page.getByRole('row').filter({
      has: page.getByRole('button', { name: file.replace(/_\d{3}-\d{2}(_EN-US)\.XML$/, '$1') }),
    });
  await expect(
    row(GOOD).getByRole('link', { name: 'Upload the S1000D 4.1 schema set' }),
  ).toBeVisible();
  await row(BROKEN).getByRole('link', { name: 'Upload the S1000D 4.1 schema set' }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/schema-manager\\?project=${projectId}$`));
  await expect(page.getByLabel('S1000D project')).toHaveValue(projectId);

  await page.evaluate(
    ({ files, bytes }) =>
      new Promise<void>((done, fail) => {
        const open = indexedDB.open('ips-studio-schema-sets', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('schema-sets', { keyPath: 'set.issue' });
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('schema-sets', 'readwrite');
          tx.objectStore('schema-sets').put({
            set: {
              issue: '4.1',
              files: files.map((f) => ({ ...f, bytes: new Uint8Array(f.bytes) })),
            },
            summary: {
              issue: '4.1',
              schemas: files.map((f) => f.name.replace('.xsd', '')),
              files: files.length,
              bytes,
              folder: 'S1000D_4-1/xml_schema_flat/',
            },
            storedAt: '2026-11-20T10:00:00.000Z',
          });
          tx.oncomplete = () => {
            open.result.close();
            done();
          };
        };
      }),
    browserSet(),
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Schema Manager', level: 1 })).toBeVisible();
  const inBrowser = page.getByRole('table', { name: 'Schema sets in this browser' });
  await expect(inBrowser.getByRole('row', { name: /S1000D Issue 4.1 27 files/ })).toBeVisible();

  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  const sets = page.getByRole('table', { name: 'Schema sets', exact: true });
  await expect(page.getByText('Bike has no schema set yet: add one below.')).toBeVisible();
  await inBrowser.getByRole('button', { name: 'Move Issue 4.1 to Bike' }).click();
  await expect(sets.getByRole('row', { name: /S1000D Issue 4.1 27 files/ })).toBeVisible();
  await expect(inBrowser).toHaveCount(0);
  await page.reload();
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await expect(sets.getByRole('row', { name: /S1000D Issue 4.1/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Schema sets in this browser' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Validate 2 objects of Bike' }).click();
  const results = page.getByRole('region', { name: 'Schema validation' });
  await expect(results.getByRole('status')).toHaveText('Invalid: 1 · Valid: 1');
  await expect(results.getByRole('listitem', { name: BROKEN })).toContainText(
    `line ${yearAt}: Element 'issueDate', attribute 'year': [facet 'pattern'] The value '19' is not accepted by the pattern '[0-9]{4}'.`,
  );
  await expect(results.getByRole('listitem', { name: GOOD })).toContainText('Valid');

  const add = page.getByRole('region', { name: 'Add a schema set' });
  await page.getByLabel('Schema set (ZIP of xml_schema_flat)').setInputFiles(join(BIKE, GOOD));
  await page.getByRole('button', { name: 'Add the schema set to Bike' }).click();
  await expect(add.getByRole('alert')).toContainText(
    'No XML Schema (.xsd) files in this upload: choose the ZIP of xml_schema_flat.',
  );
  await expect(sets.getByRole('row')).toHaveCount(2);

  await page.getByLabel('Schema set (ZIP of xml_schema_flat)').setInputFiles(zip);
  await page.getByRole('button', { name: 'Add the schema set to Bike' }).click();
  await expect(add.getByRole('status')).toHaveText(
    'S1000D Issue 6 schema set stored in Bike: 27 schemas.',
  );
  await expect(sets.getByRole('row', { name: /S1000D Issue 6 27 files/ })).toBeVisible();
  await sets.getByRole('button', { name: 'Remove Issue 6' }).click();
  await expect(sets.getByRole('row', { name: /S1000D Issue 6/ })).toHaveCount(0);
  await expect(sets.getByRole('row', { name: /S1000D Issue 4.1/ })).toBeVisible();

  // The library validates in its worker against the project's set: valid, or the error count.
  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(row(GOOD).getByRole('gridcell', { name: 'Valid', exact: true })).toBeVisible();
  await expect(row(BROKEN).getByRole('gridcell', { name: /^\d+ errors?$/ })).toBeVisible();
});
