import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { newDataModule } from '../src/s1000d/authoring/new-data-module.ts';
import { expect, test } from './support/fixtures.ts';
import { loginAs, signIn } from './support/login.ts';
import {
  BIKE_PAIR,
  bikeFiles,
  bikeSettings,
  seedS1000dProject,
  storedText,
} from './support/s1000d-project.ts';
import { createTestUser } from './support/users.ts';

const KEY = 'DMC-S1000DBIKE-AAA-DA1-20-00-00A-040A-A_EN-US';

/** Replaces the whole text in the editor, as an author pasting a new version would. */
async function typeWholeText(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'XML of the data module' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/**
 * Opening the editor loads its route's chunk (CodeMirror) and the module: on a slow machine
 * under load that takes longer than the default 10 s wait (seen on CI).
 */
const OPENING = { timeout: 30_000 };

const checks = (page: Page) => page.getByRole('region', { name: 'Checks' });

/**
 * The editor's text as this browser keeps it for a reload (its draft, kept a moment after each
 * change): the whole document, unlike the lines CodeMirror draws, which are only those in view.
 */
const draftText = (page: Page, projectId: string, key = KEY) =>
  page.evaluate((storageKey) => {
    const kept = localStorage.getItem(storageKey);
    return kept ? (JSON.parse(kept) as { text: string }).text : '';
  }, `ips-studio:module-draft:${projectId}:${key}`);

/**
 * Puts the cursor in the text found, with the editor's own search (Ctrl+F, Enter, Escape), as
 * an author would: clicking drawn text depends on what CodeMirror draws and where.
 */
async function putCursorAfter(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'XML of the data module' }).focus();
  await page.keyboard.press('ControlOrMeta+f');
  const find = page.getByRole('textbox', { name: 'Find' });
  // Typed, not filled: the search panel takes its query on keyup.
  await find.clear();
  await find.pressSequentially(text);
  await find.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Find' })).toBeHidden();
}

test('an author creates a data module from a template, fixes a BREX error, saves in work, upissues and reads it in the viewer', async ({
  page,
}) => {
  // A long journey: three rounds of checks, two saves and the viewer.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  const projectId = await seedS1000dProject(author, 'Editor bike', BIKE_PAIR, {}, bikeSettings());
  await page.goto(`/tools/s1000d-projects/${projectId}`);
  await page.getByRole('button', { name: 'New data module…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New data module' });
  // Bad input: no technical name; nothing is stored.
  await dialog.getByLabel(/^SNS/).fill('DA1-20-00');
  await dialog.getByLabel(/^Information code/).fill('040');
  await dialog.getByLabel('Technical name').fill(' ');
  await dialog.getByRole('button', { name: 'Create and edit' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Enter the technical name');
  await dialog.getByLabel('Technical name').fill('Brake lever');
  await dialog.getByRole('button', { name: 'Create and edit' }).click();

  await expect(page).toHaveURL(new RegExp(`/module-editor/${encodeURIComponent(KEY)}$`));
  await expect(page.getByText(/issue 000-01/)).toBeVisible(OPENING);
  await expect(checks(page).getByRole('status')).toHaveText(/^No problems/, { timeout: 30_000 });

  // An initial issue whose issueType is not "new": the 4.1 default BREX refuses it.
  const made = newDataModule({
    settings: bikeSettings(),
    sns: { systemCode: 'DA1', subSystemCode: '2', subSubSystemCode: '0', assyCode: '00' },
    infoCode: '040',
    techName: 'Brake lever',
    date: new Date().toISOString().slice(0, 10),
  });
  if (!made.ok) throw new Error(made.problems.join(' '));
  await typeWholeText(page, made.xml.replace('issueType="new"', 'issueType="changed"'));
  await expect(checks(page).getByRole('status')).toHaveText(/^[1-9]\d* errors?,/, {
    timeout: 30_000,
  });
  const finding = checks(page).getByRole('button', { name: /Error BREX, line \d+: .*issueType/ });
  await expect(finding).toBeVisible();
  await finding.click();

  // Fixed; the checks pass again. The identification panel renames it.
  await typeWholeText(page, made.xml);
  await expect(checks(page).getByRole('status')).toHaveText(/^No problems/, { timeout: 30_000 });
  await page.getByRole('tab', { name: 'Identification' }).click();
  await page.getByLabel('Technical name').fill('Front brake lever');
  await page.getByRole('button', { name: 'Apply title' }).click();
  await expect
    .poll(() => draftText(page, projectId))
    .toContain('<techName>Front brake lever</techName>');

  await page.getByRole('button', { name: 'Save in work' }).click();
  await expect(page.getByText('Saved as issue 000-02.')).toBeVisible();
  await page.getByRole('button', { name: 'Upissue…' }).click();
  await page.getByLabel('Reason for update').fill('First official issue');
  await page.getByRole('button', { name: 'Upissue', exact: true }).click();
  await expect(page.getByText('Saved as issue 001-00.')).toBeVisible();

  await page.getByRole('link', { name: 'Open in the viewer' }).click();
  await expect(page.getByText('Issue 001-00', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Front brake lever/ }).first()).toBeVisible();
});

test('two authors edit the same data module: the second save is refused and shows a diff', async ({
  page,
  browser,
}) => {
  const first = await loginAs(page, 'ips-engineer');
  const second = await createTestUser({ roles: ['ips-engineer'] });
  const projectId = await seedS1000dProject(
    first,
    'Shared bike',
    BIKE_PAIR,
    { [second.uid]: 'author' },
    bikeSettings(),
  );
  const key = 'DMC-S1000DBIKE-AAA-DA1-10-00-00AA-251A-A_EN-US';
  const path = `/project/${projectId}/s1000d/module-editor/${encodeURIComponent(key)}`;
  const other = await (await browser.newContext()).newPage();
  await signIn(other, second, 'ips-engineer');
  await expect(other).toHaveURL(/\/dashboard$/);

  for (const p of [page, other]) {
    await p.goto(path);
    await expect(p.getByText(/issue 007-00/)).toBeVisible(OPENING);
  }
  const editor = (p: Page) => p.getByRole('textbox', { name: 'XML of the data module' });
  await editor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n<!-- first author -->');
  await page.getByRole('button', { name: 'Save in work' }).click();
  await expect(page.getByText('Saved as issue 007-01.')).toBeVisible();

  await editor(other).click();
  await other.keyboard.press('ControlOrMeta+End');
  await other.keyboard.insertText('\n<!-- second author -->');
  await other.getByRole('button', { name: 'Save in work' }).click();
  await expect(
    other.getByRole('heading', {
      name: 'Not saved: another author saved issue 007-01 of this object since you opened it.',
    }),
  ).toBeVisible();
  const diff = other.getByLabel('Differences between their issue and your text');
  await expect(diff).toContainText('− <!-- first author -->');
  await expect(diff).toContainText('+ <!-- second author -->');
});

test('the identification panel: a reason for update, a change mark, the BREX reference and applicability from the ACT survive a save', async ({
  page,
}) => {
  // A long journey: a dozen edits in the worker, a save and a reload.
  test.slow();
  const author = await loginAs(page, 'ips-engineer');
  const made = newDataModule({
    settings: bikeSettings(),
    sns: { systemCode: 'DA1', subSystemCode: '2', subSubSystemCode: '0', assyCode: '00' },
    infoCode: '040',
    techName: 'Brake lever',
    date: '2026-11-24',
  });
  if (!made.ok) throw new Error(made.problems.join(' '));
  const dir = mkdtempSync(join(tmpdir(), 'ident-panel-'));
  writeFileSync(join(dir, made.fileName), made.xml);
  const brex = 'DMC-S1000DBIKE-AAA-D00-00-00-00AA-022A-D';
  const projectId = await seedS1000dProject(
    author,
    'Ident bike',
    [
      join(dir, made.fileName),
      ...bikeFiles(
        'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00WA-D_006-00_EN-US.XML',
        'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00QA-D_005-00_EN-US.XML',
        'DMC-S1000DBIKE-AAA-D00-00-00-00AA-00PA-D_005-00_EN-US.XML',
        `${brex}_008-00_EN-US.XML`,
      ),
    ],
    {},
    bikeSettings(),
  );
  await page.goto(`/project/${projectId}/s1000d/module-editor/${encodeURIComponent(KEY)}`);
  await expect(page.getByText(/issue 000-01/)).toBeVisible(OPENING);
  await page.getByRole('tab', { name: 'Identification' }).click();
  const draft = () => draftText(page, projectId);

  // A reason for update, highlighted, of a type the BREX allows.
  await page.getByLabel('Text of the reason').fill('Lever travel measured again');
  await page.getByLabel('Update reason type').selectOption('urt02');
  await expect(page.getByLabel('Highlight the change (updateHighlight)')).toBeChecked();
  await page.getByRole('button', { name: 'Add the reason' }).click();
  await expect(page.getByLabel('Reason', { exact: true }).locator('option')).toHaveText([
    'New reason…',
    /rfu-0001 urt02 Lever travel measured again/,
  ]);
  await expect
    .poll(draft)
    .toContain(
      '<reasonForUpdate id="rfu-0001" updateReasonType="urt02" updateHighlight="1"><simplePara>Lever travel measured again</simplePara></reasonForUpdate>',
    );

  // The paragraph that changed gets the change mark and answers the reason.
  await putCursorAfter(page, 'Describe the Brake lever here.');
  await page.getByRole('button', { name: 'Mark the element at the cursor' }).click();
  await expect(page.getByText('para marked as changed (modify, for rfu-0001).')).toBeVisible();
  await expect
    .poll(draft)
    .toContain('<para changeMark="1" changeType="modify" reasonForUpdateRefIds="rfu-0001">');

  // The project BREX instead of the default one.
  await page.getByLabel('BREX reference').selectOption(brex);
  await page.getByRole('button', { name: 'Set BREX' }).click();
  const ident = page.getByRole('region', { name: 'Identification and status' });
  await expect(ident.getByText(brex, { exact: true })).toBeVisible();

  // Applicability from the ACT: a value it does not allow is refused, and nothing changes.
  const applic = page.getByRole('region', { name: 'Applicability' });
  await applic.getByLabel('Property').selectOption('prodattr/version');
  await applic.getByRole('textbox', { name: 'Values' }).fill('Mk5');
  await applic.getByRole('button', { name: 'Set applicability' }).click();
  await expect(applic.getByRole('alert')).toHaveText(
    'Statement: Version: "Mk5" is not one of the allowed values (Mk1, Mk9).',
  );
  await expect.poll(draft).toContain('<applic><displayText><simplePara>All</simplePara>');
  await applic.getByRole('textbox', { name: 'Values' }).fill('');
  await applic
    .getByRole('group', { name: 'Statement, term 1 values' })
    .getByRole('button', { name: 'Mk9' })
    .click();
  await expect(applic.getByLabel('Applicability display text')).toHaveText('Version: Mk9');
  await expect(applic.getByRole('list', { name: 'PCT products' })).toContainText(': yes');
  await expect(applic.getByRole('list', { name: 'PCT products' })).toContainText(': no');
  await applic.getByRole('button', { name: 'Set applicability' }).click();
  await expect(applic.getByText('The data module applies to: Version: Mk9.')).toBeVisible();
  await expect(ident.getByText('Version: Mk9', { exact: true })).toBeVisible();

  // And the paragraph at the cursor: a new applic of referencedApplicGroup it points at.
  await applic.getByLabel('Applies to').selectOption('cursor');
  await applic.getByRole('button', { name: 'Set applicability' }).click();
  await expect(applic.getByText('para now points at app-0001 (Version: Mk9).')).toBeVisible();

  await page.getByRole('button', { name: 'Save in work' }).click();
  await expect(page.getByText('Saved as issue 000-02.')).toBeVisible();

  // The stored issue has all of it, and the editor reopened on it shows it.
  const stored = await storedText(projectId, KEY);
  expect(stored).toContain(
    '<reasonForUpdate id="rfu-0001" updateReasonType="urt02" updateHighlight="1">',
  );
  expect(stored).toContain('<referencedApplicGroup><applic id="app-0001">');
  expect(stored).toContain(
    '<para changeMark="1" changeType="modify" reasonForUpdateRefIds="rfu-0001" applicRefId="app-0001">',
  );
  await page.reload();
  await expect(page.getByText(/issue 000-02/)).toBeVisible(OPENING);
  await page.getByRole('tab', { name: 'Identification' }).click();
  await expect(ident.getByText('Version: Mk9', { exact: true })).toBeVisible();
  await expect(ident.getByText(brex, { exact: true })).toBeVisible();
  await expect(ident.getByText('Lever travel measured again')).toBeVisible();
});
