import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generateDemoProject } from '../src/s1000d/demo/demo-project.ts';
import { defaultProjectSettings } from '../src/s1000d/csdb/project-settings.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { BIKE_PAIR, bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

const BIKE = resolve(import.meta.dirname, '../tests/fixtures/s1000d/bike-4.1');
const FILES = [
  'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_007-00_EN-US.XML',
  'DMC-S1000DBIKE-AAA-DA1-20-00-00AA-520A-A_001-00_EN-US.XML',
].map((name) => join(BIKE, name));

test('an author sees the SNS a project uses with counts, and the modules outside its SNS rules', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(author, 'Bike', FILES);
  const generic = await seedS1000dProject(
    author,
    'Brakes',
    FILES,
    {},
    defaultProjectSettings({
      issue: '4.1',
      modelIdentCodes: ['S1000DBIKE'],
      responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
      originator: { code: '07GB6', name: 'Bike Co' },
    }),
  );

  await page.goto('/tools/sns-management');
  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await expect(page.getByRole('heading', { name: 'SNS of Bike', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(
    'Bike has no SNS rules: the tree shows the SNS its 3 data modules use.',
  );
  const tree = page.getByRole('table', { name: 'SNS tree' });
  await expect(
    tree.getByRole('row', { name: /^DA1 Brake system 3 New data module at DA1$/ }),
  ).toBeVisible();
  await expect(
    tree.getByRole('row', { name: /^DA1-1 Brake pads 1 New data module at DA1-1$/ }),
  ).toBeVisible();

  await page.getByLabel('S1000D project').selectOption({ label: 'Brakes' });
  await expect(page).toHaveURL(`/tools/sns-management/${generic}`);
  await expect(page.getByRole('status')).toHaveText(
    '3 data modules checked against the maintained SNS "Generic": 3 outside it. Edit it in the SNS Builder.',
  );
  const outside = page.getByRole('region', { name: 'Data modules outside the SNS (3)' });
  await expect(outside).toContainText(
    'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A Brake pads - Clean with rubbing alcohol: SNS DA1-10-00: system code "DA1" is not in the SNS rules (normal check)',
  );
  await expect(
    page
      .getByRole('table', { name: 'SNS tree' })
      .getByRole('row', { name: /^00 Product, General 0 New data module at 00$/ }),
  ).toBeVisible();
});

test('an author starts a data module from an SNS node and lands in the editor with its code', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  // No SNS rules: the tree is the SNS the bike's modules use (DA1, DA1-1, ...).
  const settings = bikeSettings({ sns: { kind: 'none' } });
  const projectId = await seedS1000dProject(author, 'SNS bike', BIKE_PAIR, {}, settings);
  await page.goto(`/tools/sns-management/${projectId}`);
  await page.getByRole('button', { name: 'New data module at DA1-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'New data module' });
  await expect(dialog.getByLabel(/^SNS/)).toHaveValue('DA1-1');
  await dialog.getByLabel(/^Information code/).fill('520');
  await dialog.getByLabel('Technical name').fill('Brake pads');
  await dialog.getByRole('button', { name: 'Create and edit' }).click();
  const key = 'DMC-S1000DBIKE-AAA-DA1-10-00-00A-520A-A_EN-US';
  await expect(page).toHaveURL(new RegExp(`/module-editor/${encodeURIComponent(key)}$`));
  await expect(page.getByText(/issue 000-01/)).toBeVisible();
});

test('a manager retitles and renumbers a node of the project SNS; a clash is refused', async ({
  page,
}) => {
  const manager = await loginAs(page, 'ips-engineer');
  const demo = generateDemoProject({ date: '2026-01-15' });
  const dir = mkdtempSync(join(tmpdir(), 'sns-change-'));
  for (const file of demo.files) writeFileSync(join(dir, file.name), file.bytes);
  const projectId = await seedS1000dProject(
    manager,
    'Tidewell',
    demo.files.map((f) => join(dir, f.name)),
    {},
    demo.settings,
  );
  await page.goto(`/tools/sns-management/${projectId}`);
  const tree = page.getByRole('table', { name: 'SNS tree' });
  await expect(tree.getByRole('row', { name: /^20-1 Motor housing 0 / })).toBeVisible();

  await tree.getByRole('button', { name: 'Change 20-1' }).click();
  const editor = page.getByRole('region', { name: 'Change 20-1' });
  await editor.getByLabel('Title').fill('Motor and housing');
  await editor.getByRole('button', { name: 'Retitle' }).click();
  await expect(editor.getByRole('status')).toHaveText(
    'Subsystem 20-1 retitled "Motor and housing" (was "Motor housing").',
  );
  await expect(tree.getByRole('row', { name: /^20-1 Motor and housing 0 / })).toBeVisible();
  await editor.getByRole('button', { name: 'Close' }).click();

  await tree.getByRole('button', { name: 'Change 20-2' }).click();
  const renumber = page.getByRole('region', { name: 'Change 20-2' });
  await renumber.getByLabel('Code').fill('3');
  await renumber.getByRole('button', { name: 'Renumber' }).click();
  await expect(renumber.getByRole('alert')).toHaveText(
    '20-3 is already in the SNS ("Inlet strainer"): choose another code. 2 data modules carry 20-2.',
  );
  await renumber.getByRole('button', { name: 'List the 2 data modules carrying 20-2' }).click();
  const carriers = renumber.getByRole('list', { name: 'Data modules carrying 20-2' });
  await expect(carriers.getByRole('listitem')).toHaveCount(2);
  await expect(carriers).toContainText('DMC-TIDEWELL-A-20-2');
  await expect(tree.getByRole('row', { name: /^20-2 Impeller and volute 2 / })).toBeVisible();

  await renumber.getByLabel('Code').fill('5');
  await renumber.getByRole('button', { name: 'Renumber' }).click();
  await expect(renumber.getByRole('status')).toContainText('Subsystem 20-2 renumbered 20-5.');
  await expect(tree.getByRole('row', { name: /^20-5 Impeller and volute 0 / })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Data modules outside the SNS (2)' }),
  ).toContainText('DMC-TIDEWELL-A-20-2');
});
