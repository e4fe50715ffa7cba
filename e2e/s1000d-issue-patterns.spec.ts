import { asOwner } from './support/users.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { BIKE_PAIR, bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

test('an author writes an issue pattern, proves it on its examples and the project, and makes it a BREX rule', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(author, 'Pattern bike', BIKE_PAIR, {}, bikeSettings());
  await page.goto('/tools/issue-pattern-manager');
  await expect(
    page.getByRole('heading', { name: 'Issue Pattern Manager', level: 1 }),
  ).toBeVisible();
  await page.getByLabel('S1000D project').selectOption({ label: 'Pattern bike' });
  await expect(page.getByText('Pattern bike has no patterns yet')).toBeVisible();

  // Bad input: a message is missing; nothing is saved.
  await page.getByRole('button', { name: 'New pattern' }).click();
  await page.getByLabel('Name').fill('Brake in a paragraph');
  await page.getByLabel('XPath expression').fill("//para[contains(., 'brake')]");
  await page.getByRole('button', { name: 'Save pattern' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Write the message an author sees when the pattern finds something.',
  );
  await expect(page.getByRole('navigation', { name: 'Patterns' }).getByRole('button')).toHaveCount(
    0,
  );

  await page.getByLabel('Message').fill('Say which brake: front or rear.');
  await page.getByRole('button', { name: 'Add example' }).click();
  await page
    .getByLabel('Text of example 1 (XML, or plain text for a paragraph)')
    .fill('Apply the brake.');
  await page.getByRole('button', { name: 'Add example' }).click();
  await page.getByLabel('Example 2', { exact: true }).selectOption('clean');
  await page
    .getByLabel('Text of example 2 (XML, or plain text for a paragraph)')
    .fill('Apply the front lever.');
  await page.getByRole('button', { name: 'Save pattern' }).click();
  await expect(page.getByText('“Brake in a paragraph” is saved.')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Patterns' })
      .getByRole('button', { name: /Brake in a paragraph/ }),
  ).toBeVisible();

  await expect(page.getByText('Try the examples first')).toBeVisible();
  await page.getByRole('button', { name: 'Try the examples' }).click();
  await expect(page.getByText('2 of 2 examples pass.')).toBeVisible();

  await page.getByRole('button', { name: "Test on the project's 2 objects" }).click();
  await expect(page.getByText(/^\d+ found in 2 of 2 objects\.$/)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'What the pattern found' }).getByRole('link').first(),
  ).toHaveText(/^DMC-S1000DBIKE-AAA-DA1-/);

  await page.getByRole('button', { name: 'Promote to BREX rule' }).click();
  await expect(page.getByText(/Pattern bike now follows this BREX\./)).toBeVisible();
  const settings = await asOwner(
    async (repos) => (await repos.s1000dProjects.get(projectId))?.settings,
  );
  expect(settings).toMatchObject({
    brex: { kind: 'project', code: 'DMC-S1000DBIKE-AAA-00-00-00-00A-022A-D' },
  });
});
