import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedDemoProjectManagedBy } from './support/s1000d-project.ts';

test('an author adds a product attribute and a condition; a duplicate id is refused', async ({
  page,
}) => {
  // Two saves, each read back through a worker: more than 60 s on the loaded machine.
  test.setTimeout(120_000);
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProjectManagedBy(author, 'Attribute pump');

  await page.goto('/tools/attributes');
  await page.getByLabel('S1000D project').selectOption({ label: 'Attribute pump' });
  const act = page.getByRole('region', { name: /^Product attributes/ });
  await expect(act.getByLabel('Allowed values of voltage')).toHaveValue('120|230');

  // A second "model" is refused at the add with its reason, and nothing is added.
  await act.getByLabel('New attribute id').fill('model');
  await act.getByLabel('New attribute name').fill('Model again');
  await act.getByRole('button', { name: 'Add the attribute' }).click();
  await expect(act.getByRole('alert')).toHaveText(
    'Attribute "model" is there twice: ids are unique.',
  );
  await expect(act.getByRole('button', { name: 'Remove model' })).toHaveCount(1);

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
  // A condition with no id is refused at the add, before any save.
  await cct.getByLabel('New condition name').fill('No id');
  await cct.getByRole('button', { name: 'Add the condition' }).click();
  await expect(cct.getByRole('alert')).toContainText('an id starts with a letter');
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

test('an author creates the ACT and CCT of a project that has none, then renames an attribute', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProjectManagedBy(author, 'Bare pump', (name) => !/-00[WQP]A-/.test(name));

  await page.goto('/tools/attributes');
  await page.getByLabel('S1000D project').selectOption({ label: 'Bare pump' });
  const createAct = page.getByRole('region', { name: 'Create the ACT' });
  await createAct.getByLabel('First attribute values').fill('a|');
  await createAct.getByRole('button', { name: 'Create the ACT' }).click();
  await expect(createAct.getByRole('alert')).toContainText(
    'Attribute "serialno": "a|" is not a list of values a|b or ranges low~high.',
  );
  await createAct.getByLabel('First attribute values').fill('');
  await createAct.getByRole('button', { name: 'Create the ACT' }).click();
  const act = page.getByRole('region', { name: /^Product attributes/ });
  await expect(act.getByLabel('Name of serialno')).toHaveValue('Serial number');

  const createCct = page.getByRole('region', { name: 'Create the CCT' });
  await createCct.getByLabel('First condition id').fill('SB-1');
  await createCct.getByLabel('First condition name').fill('Service bulletin 1');
  await createCct.getByRole('button', { name: 'Create the CCT' }).click();
  const cct = page.getByRole('region', { name: /^Conditions/ });
  // A condition with no id is refused at the add, before any save.
  await cct.getByLabel('New condition name').fill('No id');
  await cct.getByRole('button', { name: 'Add the condition' }).click();
  await expect(cct.getByRole('alert')).toContainText('an id starts with a letter');
  await expect(cct.getByLabel('Name of condition type sbStatus')).toHaveValue(
    'Service bulletin status',
  );
  await expect(cct.getByLabel('Name of SB-1')).toHaveValue('Service bulletin 1');

  await act.getByLabel('Name of serialno').fill('Pump serial number');
  await act.getByLabel('Value pattern of serialno').fill('[0-9]{7}');
  await act.getByRole('button', { name: 'Save the ACT' }).click();
  await expect(act.getByRole('status')).toHaveText(
    'Saved as issue 000-02 of DMC-TIDEWELL-A-00-00-00-00A-00WA-D.',
  );
  await expect(act.getByLabel('Name of serialno')).toHaveValue('Pump serial number');
  await expect(act.getByLabel('Value pattern of serialno')).toHaveValue('[0-9]{7}');
});
