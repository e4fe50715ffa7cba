import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { classifyFile } from '../src/s1000d/csdb/classify.ts';
import { fileNameOfRow } from '../src/s1000d/csdb/file-names.ts';
import { xmldomParser } from '../src/s1000d/xml/xmldom-parser.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BIKE = join(ROOT, 'tests/fixtures/s1000d/bike-4.1');
const NAMES = readdirSync(BIKE)
  .filter((n) => /\.xml$/i.test(n))
  .sort();
const CODES_952 = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-952A-T-H31A_002-00_EN-US.XML';

/**
 * What the CLI says about the same files under the S1000D file names the page gives them
 * (some bike files are named otherwise on disk), in the same order.
 */
async function cliXml(...flags: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'brex-cli-'));
  const names: string[] = [];
  for (const n of NAMES) {
    const bytes = new Uint8Array(readFileSync(join(BIKE, n)));
    const found = await classifyFile(n, bytes, { parser: xmldomParser });
    if (found.status !== 'object') throw new Error(found.message);
    const name = fileNameOfRow(found.listing);
    writeFileSync(join(dir, name), bytes);
    names.push(name);
  }
  const cli = join(ROOT, 'bin/ips-s1000d.mjs');
  const run = spawnSync('node', [cli, 'brexcheck', ...flags, '-x', ...names.sort()], {
    cwd: dir,
    encoding: 'utf8',
  });
  rmSync(dir, { recursive: true });
  return run.stdout.trim();
}

test('an author checks the bike project with BREX in the page: the CLI findings, kept in the library', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(
    author,
    'Bike',
    NAMES.map((n) => join(BIKE, n)),
  );
  await page.goto(`/tools/wizards/s1000d/brex-tools?project=${projectId}`);
  const check = page.getByRole('button', { name: `Check ${NAMES.length} objects` });
  const summary = page.getByRole('status').filter({ hasText: 'objects checked' });

  // Each object's default BREX: every bike object passes, as with the CLI's -B.
  await page.getByLabel('Check against').selectOption('default');
  await check.click();
  await expect(summary).toHaveText(
    '103 objects checked: 103 passed, 0 with errors, 0 not checked in full. 0 findings (0 rule findings).',
    { timeout: 120_000 },
  );
  await expect(page.getByText('No findings: every object passed.')).toBeVisible();

  // Cancelling stops the check and keeps nothing.
  await check.click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toHaveText('The check was cancelled; nothing was kept.');

  // The BREX chain each object names, with value checks: the one information code 952
  // finding of the bike BREX, and the UPF whose BREX issue is missing.
  await page.getByLabel('Check against').selectOption('chain');
  await check.click();
  await expect(summary).toHaveText(
    '103 objects checked: 101 passed, 1 with errors, 1 not checked in full. 2 findings (1 rule finding).',
    { timeout: 120_000 },
  );
  await expect(
    page.getByText('Each object’s result is kept: the library shows its BREX status.'),
  ).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: CODES_952 });
  await expect(row).toContainText('Bike information codes');
  await expect(row).toContainText(
    '/dmodule[1]/identAndStatusSection[1]/dmAddress[1]/dmIdent[1]/dmCode[1]/@infoCode',
  );

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XML report' }).click();
  const xml = readFileSync((await (await download).path())!, 'utf8');
  expect(xml.trim()).toBe(await cliXml('-l', '-c'));

  await row.getByRole('button', { name: `Open ${CODES_952} at line 13` }).click();
  const source = page.getByRole('dialog', { name: CODES_952 });
  await expect(source.getByText('Line 13 of')).toBeVisible();
  await expect(source.locator('li[aria-current="true"]')).toContainText('infoCode="952"');
  await source.getByRole('button', { name: 'Close' }).click();

  // The library shows each object's last result.
  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await expect(page.getByRole('gridcell', { name: 'Passed' }).first()).toBeVisible();
  await page.getByLabel('BREX status').selectOption('failed');
  await expect(page.getByText('1 of 103 objects shown')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: '1 error' })).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('cell', { name: 'brex' }).first()).toBeVisible();
});
