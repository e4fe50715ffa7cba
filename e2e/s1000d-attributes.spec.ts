import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDemoProject } from '../src/s1000d/demo/demo-project.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedS1000dProject } from './support/s1000d-project.ts';

test('an author adds a product attribute and a condition; a duplicate id is refused', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const demo = generateDemoProject({ date: '2026-01-15' });
  const dir = mkdtempSync(join(tmpdir(), 'attributes-'));
  for (const file of demo.files) writeFileSync(join(dir, file.name), file.bytes);
  await seedS1000dProject(
    author,
    'Attribute pump',
    demo.files.map((f) => join(dir, f.name)),
    {},
    demo.settings,
  );

  await page.goto('/tools/attributes');
  await page.getByLabel('S1000D project').selectOption({ label: 'Attribute pump' });
  const act = page.getByRole('region', { name: /^Product attributes/ });
  await expect(act.getByLabel('Allowed values of voltage')).toHaveValue('120|230');

  // A second "model" is refused with its reason, and nothing is saved.
  await act.getByLabel('New attribute id').fill('model');
  await act.getByLabel('New attribute name').fill('Model again');
  await act.getByRole('button', { name: 'Add the attribute' }).click();
  await act.getByRole('button', { name: 'Save the ACT' }).click();
  await expect(act.getByRole('alert')).toHaveText(
    'Attribute "model" is there twice: ids are unique.',
  );
  await act.getByRole('button', { name: 'Remove model' }).last().click();

  await act.getByLabel('New attribute id').fill('colour');
  await act.getByLabel('New attribute name').fill('Colour');
  await act.getByLabel('New attribute values').fill('red|blue');
  await act.getByRole('button', { name: 'Add the attribute' }).click();
  await act.getByLabel('Allowed values of voltage').fill('120|230|240');
  await act.getByRole('button', { name: 'Save the ACT' }).click();
  await expect(act.getByRole('status')).toHaveText(
    'Saved as issue 001-01 of DMC-TIDEWELL-A-00-00-00-00A-00WA-D.',
  );
  // The page reads the new issue back from the store.
  await expect(act.getByLabel('Allowed values of colour')).toHaveValue('red|blue');
  await expect(act.getByLabel('Allowed values of voltage')).toHaveValue('120|230|240');

  const cct = page.getByRole('region', { name: /^Conditions/ });
  await cct.getByLabel('New condition id').fill('SB-400-02');
  await cct.getByLabel('New condition name').fill('SB-400-02');
  await cct.getByRole('button', { name: 'Add the condition' }).click();
  await cct.getByRole('button', { name: 'Save the CCT' }).click();
  await expect(cct.getByRole('status')).toHaveText(
    'Saved as issue 001-01 of DMC-TIDEWELL-A-00-00-00-00A-00QA-D.',
  );
  await expect(cct.getByRole('list', { name: 'Conditions' })).toContainText('SB-400-02');
  await page.screenshot({ path: 'test-results/attributes.png', fullPage: true });
});
