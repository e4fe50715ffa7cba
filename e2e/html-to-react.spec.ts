import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/a11y.ts';
import { loginAs } from './support/login.ts';

test('an author pastes HTML, reads the warnings, wraps it as a component and downloads the JSX', async ({
  page,
}) => {
  await loginAs(page, 'ips-engineer');
  await page.getByRole('link', { name: 'HTML to React' }).click();
  await expect(page.getByRole('heading', { name: 'HTML to React', level: 1 })).toBeVisible();

  await page
    .getByLabel('HTML to convert')
    .fill('<p class="note">Check the <b>brake</b> pads</p>\n<label for="ok">Done</label></b>');
  const jsx = page.getByLabel('Converted JSX');
  await expect(jsx).toHaveValue(/<p className="note">/);
  await expect(jsx).toHaveValue(/<label htmlFor="ok">Done<\/label>/);
  await expect(jsx).toHaveValue(/^<>/);
  await expect(page.getByRole('region', { name: 'Parse warnings' })).toContainText(
    'Line 2, column 29: The end tag </b> matches no open element and was ignored.',
  );

  await page.getByLabel('Wrap as a component').check();
  await page.getByLabel('Component name').fill('brake-note');
  await expect(page.getByText(/starts with a capital letter/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy JSX' })).toBeDisabled();
  await page.getByLabel('Component name').fill('BrakeNote');
  await expect(jsx).toHaveValue(/^export function BrakeNote\(\) \{/);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download BrakeNote.jsx' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('BrakeNote.jsx');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('export function BrakeNote() {');
  expect(text).toContain('<b>brake</b>');
  await expectNoSeriousViolations(page);
});
