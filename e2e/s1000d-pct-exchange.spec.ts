import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { seedDemoProjectManagedBy } from './support/s1000d-project.ts';
import { createPbsProject } from './support/pbs-project.ts';

test('a PCT is imported into a configuration set, exported back, and the what-if panel offers its products', async ({
  page,
}) => {
  // Import, export, what-if and a whole-project appcheck: several workers on a shared machine.
  test.setTimeout(180_000);
  const author = await loginAs(page, 'ips-engineer');
  await seedDemoProjectManagedBy(author, 'PCT pump');

  await createPbsProject(page, 'Pump breakdown', 'Pump');
  await page.getByRole('link', { name: 'Product Configurations' }).click();
  await page.getByRole('link', { name: 'Pump breakdown' }).click();
  await expect(page.getByText('No models yet.')).toBeVisible();

  const exchange = page.getByRole('region', { name: 'S1000D product cross-reference table (PCT)' });
  await exchange.getByLabel('S1000D project').selectOption({ label: 'PCT pump' });
  await expect(exchange.getByLabel('Serial number')).toHaveValue('serialno');
  await expect(exchange.getByLabel('Variant code')).toHaveValue('model');

  // Import the project's PCT: preview first, nothing changes until it is applied.
  const importing = exchange.getByRole('group', { name: 'Import a PCT' });
  await importing.getByRole('button', { name: "Preview the project's PCT" }).click();
  const changes = importing.getByRole('list', { name: 'What the import changes' });
  await expect(changes).toContainText('New variant SP-400A of TIDEWELL.');
  await expect(changes).toContainText(
    'Add TIDEWELL SP-400, serial numbers 4100388 to 4100388, embodying SB-400-01.',
  );
  await expect(importing.getByRole('list', { name: 'Import warnings' })).toContainText(
    'The configuration set has no place for voltage',
  );
  await expect(page.getByText('No models yet.')).toBeVisible();
  await importing.getByRole('button', { name: 'Apply the import' }).click();
  await expect(importing.getByRole('status')).toHaveText(/Imported: \d+ change\(s\) saved/);
  const variant = page.getByRole('region', { name: 'TIDEWELL Variant SP-400A' });
  await expect(variant.getByRole('table').getByRole('row')).toHaveText([
    /From\s*To/,
    /4000245\s*4000245\s*SB-400-01/,
    /4100017\s*4100017\s*SB-400-01/,
  ]);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'TIDEWELL Variant SP-400', exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/pct-exchange-1.png', fullPage: true });

  // Export the set back into the project: the PCT's next in-work issue.
  const again = page.getByRole('region', { name: 'S1000D product cross-reference table (PCT)' });
  await again.getByLabel('S1000D project').selectOption({ label: 'PCT pump' });
  const exporting = again.getByRole('group', { name: 'Export as PCT' });
  await exporting.getByRole('button', { name: 'Export as PCT' }).click();
  await expect(exporting.getByRole('status')).toHaveText(
    'Stored as issue 001-01 of DMC-TIDEWELL-A-00-00-00-00A-00PA-D: 4 products.',
  );
  await expect(exporting.getByRole('list', { name: 'Export warnings' })).toContainText(
    'No configuration field fills voltage',
  );
  await expectNoSeriousViolations(page);

  // Applicability sees the exported products.
  await page.goto('/tools/wizards/s1000d/applicability-builder');
  await page.getByLabel('S1000D project').selectOption({ label: 'PCT pump' });
  await page.getByLabel('Data module').selectOption('DMC-TIDEWELL-A-20-20-00-00A-520A-A_EN-US');
  const whatIf = page.getByRole('region', { name: 'What if' });
  await whatIf.getByLabel('Product').selectOption('prd-4100017');
  await whatIf.getByRole('button', { name: 'Show what it hides' }).click();
  await expect(whatIf.getByText('No reference would break.')).toBeVisible();
  const check = page.getByRole('region', { name: "Check the project's applicability" });
  await check.getByRole('button', { name: 'Check applicability' }).click();
  await expect(check.getByText(/objects checked against 4 products/)).toBeVisible();
});
