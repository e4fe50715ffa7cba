import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { openPageAs } from './support/login.ts';

test('an evaluator compares two tools with weights and a must-have, exports and re-imports the checklist', async ({
  page,
}) => {
  await openPageAs(
    page,
    'ips-engineer',
    '/tools/wizards/s1000d/software-checklist',
    'Software Checklist',
  );

  for (const name of ['Alpha CSDB', 'Beta Editor']) {
    await page.getByLabel('Tool name').fill(name);
    await page.getByRole('button', { name: 'Add tool' }).click();
  }
  await page.getByLabel('Tool name').fill('alpha csdb');
  await page.getByRole('button', { name: 'Add tool' }).click();
  await expect(page.getByText('"alpha csdb" is already in the evaluation.')).toBeVisible();

  await page.getByLabel('Alpha CSDB: S1000D issues supported').selectOption('4 good');
  await page.getByLabel('Alpha CSDB: BREX checking').selectOption('0 none');
  await page.getByLabel('Beta Editor: S1000D issues supported').selectOption('5 complete');
  await page.getByLabel('Beta Editor: BREX checking').selectOption('5 complete');
  await page.getByLabel('Beta Editor: Schema validation').selectOption('3 adequate');
  await page.getByLabel('Alpha CSDB: Schema validation').selectOption('5 complete');
  await page.getByLabel('Weight of Learning content (SCORM)').selectOption('0');

  const ranking = page.getByRole('region', { name: 'Ranking' });
  await expect(ranking.getByRole('listitem').first()).toContainText('1. Beta Editor');
  await expect(ranking.getByRole('listitem', { name: 'Alpha CSDB' })).toContainText(
    'Misses a must-have: BREX checking.',
  );

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile((await (await csvDownload).path())!, 'utf8');
  expect(csv.split('\n')[0]).toBe('Group,Criterion,Weight,Must have,Alpha CSDB,Beta Editor');
  expect(csv).toContain('Validation and quality,BREX checking,5,yes,0,5');

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download JSON' }).click();
  const saved = await (await jsonDownload).path();

  await page.getByRole('button', { name: 'Start over' }).click();
  await page.getByRole('button', { name: 'Clear the checklist' }).click();
  await expect(ranking).toHaveCount(0);

  await page.getByLabel('Import a saved checklist (JSON)').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"something else"}'),
  });
  await expect(page.getByRole('alert')).toHaveText(
    'broken.json was not imported: This file is not a software checklist exported from IPS Studio.',
  );
  await page.getByLabel('Import a saved checklist (JSON)').setInputFiles(saved!);
  await expect(page.getByLabel('Beta Editor: BREX checking')).toHaveValue('5');
  await page.reload();
  await expect(ranking.getByRole('listitem').first()).toContainText('1. Beta Editor');
  await expectNoSeriousViolations(page);
});
