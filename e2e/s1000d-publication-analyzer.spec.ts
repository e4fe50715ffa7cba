import { readFileSync } from 'node:fs';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { DEMO_KEYS, seedDemoProject } from './support/viewer-project.ts';
import { generateDemoProject } from '../src/s1000d/demo/demo-project.ts';

test('an author analyses a publication, exports the report, and checks a file’s name', async ({
  page,
}) => {
  // Builds, a worker and the emulators on a shared machine: more than the default minute.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProject('Pump analysis', { [author.uid]: 'author' });
  await page.goto('/tools/wizards/s1000d/publication-analyzer');
  await page.getByLabel('S1000D project').selectOption({ label: 'Pump analysis' });
  await page.getByLabel('Publication module', { exact: true }).selectOption(DEMO_KEYS.publication);
  await page.getByRole('button', { name: 'Analyse' }).click();
  const report = page.getByRole('region', { name: 'Publication report' });
  await expect(report.getByRole('status')).toHaveText(
    /^5 entries \(depth 1\), 9 data module references, 0 publication module references, 0 external publications\. 0 unresolved, 0 duplicated, \d+ data modules in no publication\.$/,
  );
  await expect(report.getByText('The file name matches the module’s pmCode.')).toBeVisible();
  await expect(report.getByRole('row', { name: /pmt34 1/ })).toBeVisible();
  await expectNoSeriousViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\n')[0]).toBe('section,item,value,detail');
  expect(csv).toContain('count,dmRefs,9,');

  // The same publication under a name its code does not give.
  const pm = generateDemoProject().files.find((f) => f.name.startsWith('PMC-'))!;
  await page.getByLabel('Or a publication module file, checked against the project').setInputFiles({
    name: 'PMC-TIDEWELL-7TDW1-00009-00_001-00_EN-US.XML',
    mimeType: 'application/xml',
    buffer: Buffer.from(pm.bytes),
  });
  await page.getByRole('button', { name: 'Analyse' }).click();
  await expect(
    report.getByText(
      'The file name PMC-TIDEWELL-7TDW1-00009-00_001-00_EN-US.XML does not match the module’s own code: it should be PMC-TIDEWELL-7TDW1-00001-00_001-00_EN-US.XML.',
    ),
  ).toBeVisible();
});
