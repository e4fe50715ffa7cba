import type { Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs } from './support/login.ts';
import { DEMO_KEYS, seedDemoProject } from './support/viewer-project.ts';

test('an author edits a publication module tree by keyboard and by drag, previews it and saves a new issue', async ({
  page,
}) => {
  // Builds, a worker and the emulators on a shared machine: more than the default minute.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedDemoProject('Pump manuals', { [author.uid]: 'author' });
  await page.goto(`/tools/publication-module-manager/${projectId}`);
  await page.getByRole('link', { name: 'Edit PMC-TIDEWELL-7TDW1-00001-00' }).click();
  await expect(page).toHaveURL(/\/publication-module-editor\//);
  const tree = page.getByRole('tree', { name: 'Publication entries' });
  const entries = tree.locator(':scope > [role=treeitem]');
  await expect(entries).toHaveCount(5);
  const firstTitle = await entries.first().getAttribute('aria-label');

  // A new entry, renamed and typed, filled from the library, moved to the top by keyboard.
  await page.getByRole('button', { name: 'Add entry' }).click();
  const details = page.getByRole('region', { name: 'Chosen item' });
  await details.getByLabel('Entry title').fill('Introduction');
  await details.getByRole('button', { name: 'Rename' }).click();
  await details.getByLabel('Entry type (pmEntryType)').selectOption('pmt21');
  await expect(tree.getByRole('treeitem', { name: 'Introduction (pmt21)' })).toBeVisible();
  // Empty, it cannot be saved: the schema needs something in every entry.
  await page.getByRole('button', { name: 'Save as new in-work issue' }).click();
  await expect(page.getByText('The entry "Introduction" is empty')).toBeVisible();
  const library = page.getByRole('region', { name: 'Data modules of the project' });
  await library.getByLabel('Search the library').fill('040A');
  await library.getByRole('checkbox').first().check();
  await library.getByRole('button', { name: 'Add 1 to “Introduction”' }).click();
  const intro = tree.getByRole('treeitem', { name: 'Introduction (pmt21)' });
  await expect(intro.getByRole('treeitem')).toHaveCount(1);
  await intro.focus();
  // Five moves take it from last to first; the sixth is refused and says why.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Alt+ArrowUp');
  await expect(entries.first()).toHaveAttribute('aria-label', 'Introduction (pmt21)');
  await expect(entries.nth(1)).toHaveAttribute('aria-label', firstTitle!);
  await expect(page.getByText('Already first in its entry.')).toBeVisible();

  // A module dragged from the library into the second entry (the events a drag and drop
  // sends, with one DataTransfer between them).
  await library.getByLabel('Search the library').fill('258A');
  const drag = async (from: Locator, to: Locator) => {
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await from.dispatchEvent('dragstart', { dataTransfer });
    await to.dispatchEvent('dragover', { dataTransfer });
    await to.dispatchEvent('drop', { dataTransfer });
  };
  await drag(library.getByRole('listitem').first(), entries.nth(1));
  const second = entries.nth(1).getByRole('treeitem');
  await expect(second).toHaveCount(4);
  await expect(second.last()).toHaveAttribute('aria-label', 'Inlet strainer - Clean');
  // A tree item dragged onto another goes just before it.
  await drag(second.last(), second.first());
  await expect(second.first()).toHaveAttribute('aria-label', 'Inlet strainer - Clean');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Preview the flattened publication' }).click();
  const preview = page.getByRole('region', { name: 'Flattened publication' });
  await expect(
    preview.getByText(/11 data module\(s\), 0 unresolved reference\(s\), 2 duplicate\(s\)/),
  ).toBeVisible();
  await expect(preview.getByText('1 Introduction')).toBeVisible();

  await page.getByLabel('Reason for update (optional)').fill('Introduction added');
  await page.getByRole('button', { name: 'Save as new in-work issue' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /Saved as issue 001-01\./ }),
  ).toBeVisible();
  await expect(page.getByText(/issue 001-01:/)).toBeVisible();

  // The viewer reads the saved issue's tree.
  await page.getByRole('link', { name: 'View', exact: true }).click();
  const contents = page.getByRole('navigation', { name: 'Publication contents' });
  await expect(contents.getByText('Introduction', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(encodeURIComponent(DEMO_KEYS.publication)));
});
