import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedDemoProjectManagedBy } from './support/s1000d-project.ts';

const REMOVE = 'DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US';

test('an author builds a statement, applies it to a step, and the what-if panel hides the step', async ({
  page,
}) => {
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProjectManagedBy(author, 'Applic pump');

  await page.goto('/tools/wizards/s1000d/applicability-builder');
  await page.getByLabel('S1000D project').selectOption({ label: 'Applic pump' });
  await page.getByLabel('Data module').selectOption(REMOVE);
  await page.getByLabel('Property').selectOption('prodattr/voltage');

  // A value the ACT does not allow is refused, and nothing is written.
  await page.getByRole('textbox', { name: 'Values' }).fill('110');
  const apply = page.getByRole('region', { name: /^Apply to/ });
  await apply.getByLabel('Applies to').selectOption({
    label: 'proceduralStep stp-0005: Pull the impeller (item 2) off the motor shaft.',
  });
  await apply.getByRole('button', { name: 'Apply as a new in-work issue' }).click();
  await expect(apply.getByRole('alert')).toHaveText(
    'Statement: Supply voltage: "110" is not one of the allowed values (120, 230).',
  );

  await page.getByRole('textbox', { name: 'Values' }).fill('');
  await page
    .getByRole('group', { name: 'Statement, term 1 values' })
    .getByRole('button', { name: '120' })
    .click();
  await expect(page.getByLabel('Display text')).toHaveText('Voltage: 120');
  await page.screenshot({ path: 'test-results/applicability-1.png', fullPage: true });
  await apply.getByRole('button', { name: 'Apply as a new in-work issue' }).click();
  await expect(apply.getByRole('status')).toHaveText(
    /Saved as issue 001-01 of DMC-TIDEWELL-A-20-20-00-00A-520A-A: proceduralStep stp-0005 now points at app-0001 \(Voltage: 120\)\./,
  );

  // The new issue's elements moved: the choice of element starts again from the whole module.
  await expect(apply.getByLabel('Applies to')).toHaveValue('object');

  // Pump 4000101 runs on 230 V: the new issue hides step 5 for it.
  const whatIf = page.getByRole('region', { name: 'What if' });
  await whatIf.getByLabel('Product').selectOption('prod-4000101');
  await whatIf.getByRole('button', { name: 'Show what it hides' }).click();
  const hidden = whatIf.getByRole('list', { name: 'Hidden for prod-4000101' });
  await expect(hidden).toContainText('proceduralStep stp-0005: Pull the impeller');
  await expect(hidden).toContainText('applies to: Voltage: 120');
  await expect(whatIf.getByText('No reference would break.')).toBeVisible();
  await whatIf.getByLabel('Product').selectOption('prod-4100017');
  await whatIf.getByRole('button', { name: 'Show what it hides' }).click();
  await expect(whatIf.getByRole('list', { name: 'Hidden for prod-4100017' })).not.toContainText(
    'stp-0005',
  );
  await page.screenshot({ path: 'test-results/applicability-2.png', fullPage: true });

  const check = page.getByRole('region', { name: "Check the project's applicability" });
  await check.getByRole('button', { name: 'Check applicability' }).click();
  await expect(check.getByText(/objects checked against 4 products: no findings\./)).toBeVisible();
  await expectNoSeriousViolations(page);
});
