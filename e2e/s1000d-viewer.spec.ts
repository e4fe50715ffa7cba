import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { objectViewerPath, publicationViewerPath } from '../src/lib/s1000d-viewer-paths.ts';
import { DEMO_KEYS, seedDemoProject, seedLargeDescription } from './support/viewer-project.ts';

test('a maintainer reads a publication: a module, a dmRef, a product, what is hidden and why, print', async ({
  page,
}) => {
  const reader = await loginAs(page, 'maintainer');
  await seedDemoProject('Pump manuals', { [reader.uid]: 'reader' });
  await page.goto('/s1000d-publications');
  // Its own project's list: a demo project open to the whole workspace, made by another
  // journey running at the same time, holds the same publication.
  await page
    .getByRole('region', { name: /^Pump manuals/ })
    .getByRole('link', { name: /PMC-TIDEWELL-7TDW1-00001-00/ })
    .click();
  const contents = page.getByRole('navigation', { name: 'Publication contents' });
  await expect(contents).toBeVisible();
  await page.screenshot({ path: 'test-results/viewer-1.png', fullPage: true });
  await contents.getByRole('link', { name: /Impeller - Remove procedure/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impeller - Remove procedure' }),
  ).toBeVisible();
  await expect(page.getByText('Preliminary requirements')).toBeVisible();
  await page.screenshot({ path: 'test-results/viewer-2.png', fullPage: true });

  // Step 1 refers to the strainer cleaning module, which this publication holds.
  await page
    .getByRole('link', { name: /Inlet strainer - Clean/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`dm=${DEMO_KEYS.clean}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inlet strainer - Clean' }),
  ).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impeller - Remove procedure' }),
  ).toBeVisible();

  // Pump 4000101 has not had service bulletin SB-400-01: the retaining screw step goes.
  await page.getByLabel('Product').selectOption('prod-4000101');
  const hidden = page.getByText(/A step hidden for this product: SB-400-01: post/);
  await expect(hidden).toBeVisible();
  await expect(page.getByText('impeller retaining screw (item 6)')).toBeHidden();
  await hidden.click();
  await expect(page.getByText(/must be post; your product has/)).toBeVisible();
  await page.screenshot({ path: 'test-results/viewer-3.png', fullPage: true });
  await expectNoSeriousViolations(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('sidebar')).toBeHidden();
  await expect(
    page.getByText(
      /DMC-TIDEWELL-A-20-20-00-00A-520A-A · Issue 001-00 · Security classification 01/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Publication contents' })).toBeHidden();
  await page.screenshot({ path: 'test-results/viewer-print.png', fullPage: true });

  // The publications list brings the reader back to the module they left.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/s1000d-publications');
  await page
    .getByRole('link', {
      name: 'Continue reading PMC-TIDEWELL-7TDW1-00001-00: Impeller - Remove procedure',
    })
    .click();
  await expect(page).toHaveURL(new RegExp(`dm=${DEMO_KEYS.remove}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impeller - Remove procedure' }),
  ).toBeVisible();

  // So does the maintainer's dashboard.
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Continue reading' })
    .getByRole('link', { name: /: Impeller - Remove procedure$/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impeller - Remove procedure' }),
  ).toBeVisible();
});

test('a publication kept offline is read with the network cut', async ({ page, context }) => {
  const reader = await loginAs(page, 'maintainer');
  const projectId = await seedDemoProject('Pump manuals', { [reader.uid]: 'reader' });
  await page.goto(publicationViewerPath(projectId, DEMO_KEYS.publication));
  const offline = page.getByRole('region', { name: 'Offline copy' });
  await offline.getByRole('button', { name: 'Keep offline' }).click();
  await expect(offline.getByText(/Kept offline in this browser: .+, \d+ objects/)).toBeVisible();

  await context.setOffline(true);
  // Leave the viewer inside the app and come back: with no network the live index never
  // answers, so the publication opens from the copy, and its modules from their kept bytes.
  await page.getByRole('link', { name: 'IPS Studio' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goBack();
  const contents = page.getByRole('navigation', { name: 'Publication contents' });
  await contents.getByRole('link', { name: /Inlet strainer - Clean/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Inlet strainer - Clean' }),
  ).toBeVisible();
  await contents.getByRole('link', { name: /Impeller - Remove procedure/ }).click();
  await expect(page.getByText('Preliminary requirements')).toBeVisible();
  await context.setOffline(false);
});

test('one object opens on its own at /viewer, and hostile text stays text', async ({ page }) => {
  const reader = await loginAs(page, 'maintainer');
  const projectId = await seedDemoProject('Pump manuals', { [reader.uid]: 'reader' });
  await page.goto(objectViewerPath(projectId, DEMO_KEYS.description));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('a large module is read from its head first, then drawn whole', async ({ page }) => {
  const reader = await loginAs(page, 'maintainer');
  const projectId = await seedDemoProject('Pump manuals', { [reader.uid]: 'reader' });
  const { key, last } = await seedLargeDescription(projectId, 300_000);
  await page.goto(objectViewerPath(projectId, key));
  await expect(page.getByRole('heading', { name: /Section 0$/ })).toBeVisible();
  await expect(page.getByText(`Seal ${last}`, { exact: true })).toBeAttached();
  await expect(page.getByText('Loading content...')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  // The read ahead read the head stored beside the chunks (decision 1710).
  expect(await page.evaluate(() => performance.getEntriesByName('viewer:head').length)).toBe(1);
  await expectNoSeriousViolations(page);
});

test('a learner with no role reads a lesson example of the demo project', async ({ page }) => {
  await loginAs(page, '');
  await page.goto(objectViewerPath('demo', DEMO_KEYS.remove));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Impeller - Remove procedure' }),
  ).toBeVisible();
  await expect(page.getByText('Preliminary requirements')).toBeVisible();
});
