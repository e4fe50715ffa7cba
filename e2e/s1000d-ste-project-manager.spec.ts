import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { BIKE_PAIR, bikeSettings, seedS1000dProject } from './support/s1000d-project.ts';

test('an author adds a glossary word and a severity, runs STE over the project, sees the finding with its rule, and the trend keeps the run', async ({
  page,
}) => {
  // A run reads and checks every data module in a worker: slow on a busy machine.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  await seedS1000dProject(author, 'STE bike', BIKE_PAIR, {}, bikeSettings());
  await page.goto('/tools/ste-project-manager');
  await page.getByLabel('S1000D project').selectOption({ label: 'STE bike' });
  await expect(
    page.getByRole('heading', { name: 'STE Project Manager: STE bike', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No run is kept yet')).toBeVisible();

  // Bad input: a term with a semicolon is refused with a message; the glossary stays empty.
  await page.getByLabel('Term').fill('easily;');
  await page.getByLabel('Kind').selectOption('avoid');
  await page.getByRole('button', { name: 'Add to glossary' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Glossary term "easily;" must be 1 to 60 letters, digits, spaces or hyphens.',
  );
  await expect(page.getByText('The glossary is empty.')).toBeVisible();

  await page.getByLabel('Term').fill('easily');
  await page.getByLabel('Use instead').fill('quickly');
  await page.getByRole('button', { name: 'Add to glossary' }).click();
  await expect(page.getByRole('list', { name: 'Glossary' })).toContainText(
    'easilyWord not to use: use "quickly"',
  );
  const severity = page.getByLabel('Severity of Words the project glossary does not approve');
  await severity.selectOption('error');
  await expect(severity).toHaveValue('error');

  await page.getByRole('button', { name: 'Run over 2 data modules' }).click();
  await expect(page.getByText('Run 1 is kept in the trend.')).toBeVisible();
  const finding = page
    .getByRole('table', { name: 'STE findings' })
    .getByRole('row')
    .filter({ hasText: 'R1.1 (ASD-STE100 Issue 9)' });
  await expect(finding).toHaveCount(1);
  await expect(finding).toContainText('error');
  await expect(finding).toContainText(
    'The project glossary does not approve "easily": use "quickly".',
  );
  await expect(finding.locator('mark')).toHaveText('easily');
  await expect(
    finding.getByRole('link', { name: /^Edit DMC-S1000DBIKE-AAA-DA1-00/ }),
  ).toBeVisible();

  const trend = page.getByRole('table', { name: 'Past runs' });
  await expect(trend.getByRole('row')).toHaveCount(2);
  await expect(trend.getByRole('row').nth(1)).toContainText('1');
  await expect(page.getByRole('img', { name: /over 1 runs; the last run/ })).toBeVisible();
  await expectNoSeriousViolations(page);
});
