import { readFileSync } from 'node:fs';
import { asOwner } from './support/users.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { BIKE_PAIR, bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

test('an author builds an SNS, exports it and writes it into the project BREX the SNS page then uses', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(author, 'Bike', BIKE_PAIR, {}, bikeSettings());
  await page.goto('/tools/wizards/s1000d/sns-builder');
  await expect(page.getByRole('heading', { name: 'SNS Builder', level: 1 })).toBeVisible();

  await page.getByLabel('Start from').selectOption('maintained:generic');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status')).toContainText(
    'from the maintained SNS "Generic". No problems.',
  );
  await expect(page.getByLabel('Title of System 00')).toHaveValue('Product, General');

  await page.getByLabel('Start from').selectOption('empty');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('status')).toHaveText('0 nodes, from an empty SNS. No problems.');
  await page.getByRole('button', { name: 'Add a system' }).click();
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText(
    'System code "" must be 2 or 3 capital letters or digits.',
  );
  await page.getByLabel('Code of System (new)').fill('da1');
  await page.getByLabel('Title of System DA1').fill('Brake system');
  await page.getByRole('button', { name: 'Add a child to System DA1' }).click();
  await page.getByLabel('Code of Subsystem DA1-').fill('1');
  await page.getByLabel('Title of Subsystem DA1-1').fill('Brake pads');
  await expect(page.getByRole('status')).toHaveText('2 nodes, from an empty SNS. No problems.');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect(readFileSync((await (await csv).path())!, 'utf8')).toContain('DA1,1,,,Brake pads');
  const rules = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download BREX snsRules' }).click();
  expect(readFileSync((await (await rules).path())!, 'utf8')).toContain(
    '<snsCode>1</snsCode>\n        <snsTitle>Brake pads</snsTitle>',
  );

  await page.getByLabel('S1000D project').selectOption({ label: 'Bike' });
  await page.getByRole('button', { name: "Write the SNS into Bike's BREX" }).click();
  await expect(page.getByRole('status').last()).toContainText(
    'Bike now follows this BREX and its SNS.',
  );
  const settings = await asOwner(
    async (repos) => (await repos.s1000dProjects.get(projectId))?.settings,
  );
  expect(settings).toMatchObject({ sns: { kind: 'project' }, brex: { kind: 'project' } });

  // The new project BREX is a data module too: its SNS (00-00-00) is outside the rules.
  await page.goto(`/tools/sns-management/${projectId}`);
  await expect(page.getByRole('status')).toHaveText(
    '3 data modules checked against the project SNS: 2 outside it. Edit it in the SNS Builder.',
  );
  await expect(
    page
      .getByRole('table', { name: 'SNS tree' })
      .getByRole('row', { name: /^DA1-1 Brake pads 1 New data module at DA1-1 Change DA1-1$/ }),
  ).toBeVisible();
});
