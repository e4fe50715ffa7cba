// A 5,000-item PBS project in Chromium against the emulators (rules loaded): opening it until
// the tree shows, expanding every item, exporting it (JSON and zip) and importing it again.
//   npx tsx scripts/bench/pbs-large.ts
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { toStoredItems } from '../../src/features/pbs-projects/read-items.ts';
import { sampleBreakdown } from '../../src/features/pbs-projects/sample-breakdown.ts';
import { IMPORT_STEPS, type ImportStep } from '../../src/lib/import-marks.ts';
import { reportBench } from './report.ts';
import { median, withBenchApp } from './support/bench-app.ts';

const ITEMS = 5000;
const RUNS = 5;
const NAME = 'Large breakdown';
/** Marks the handover, then the moment the import's result is in the page. */
const WATCH_IMPORT_RESULT = `(() => {
  performance.mark('bench:handover');
  const observer = new MutationObserver(() => {
    if (!/Imported 1 PBS project\\./.test(document.body.textContent ?? '')) return;
    performance.mark('bench:shown');
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

await withBenchApp('pbs', async ({ url, browser }) => {
  const { asOwner, createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  const items = toStoredItems(sampleBreakdown(ITEMS));
  await asOwner((repos) => repos.pbsProjects.create(user.uid, NAME, { product: 'Bench', items }));
  const documentBytes = JSON.stringify(items).length;
  const page: Page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByLabel('Role').selectOption('ips-engineer');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'IPS Engineer dashboard' }).waitFor();

  const opened: number[] = [];
  const expanded: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('link', { name: 'PBS Projects' }).first().click();
    const link = page.getByRole('link', { name: NAME, exact: true });
    await link.waitFor();
    let started = Date.now();
    await link.click();
    await page.getByRole('tree', { name: 'Product breakdown' }).waitFor();
    await page.getByText(`${ITEMS} items.`).waitFor();
    opened.push(Date.now() - started);
    started = Date.now();
    await page.getByRole('button', { name: 'Expand all' }).click();
    // A third-level item near the top shows only once everything is expanded.
    await page.getByRole('treeitem', { name: 'PBS-00200 Component 200 assembly' }).waitFor();
    expanded.push(Date.now() - started);
  }

  const exported: number[] = [];
  const zipped: number[] = [];
  const imported: number[] = [];
  const polled: number[] = [];
  /** In the page: from the file's change event to the result on screen (no handover, no polling). */
  const inPage: number[] = [];
  /**
   * Milliseconds from one import step to the next (src/lib/import-marks.ts), per run; `chosen`
   * is the bench handing the file over (its mark just before setInputFiles to the app's first),
   * `shown` from the batch written to the result's text in the page (a MutationObserver).
   */
  const steps: Record<ImportStep | 'shown', number[]> = {
    chosen: [],
    checked: [],
    named: [],
    written: [],
    shown: [],
  };
  let bundlePath = '';
  for (let run = 0; run < RUNS; run++) {
    await page.getByRole('link', { name: 'Project Export' }).first().click();
    await page.getByLabel(new RegExp(`${NAME}$`)).check();
    for (const [button, times] of [
      ['Download 1 project', exported],
      ['Download as zip', zipped],
    ] as const) {
      const started = Date.now();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const path = await (await downloading).path();
      times.push(Date.now() - started);
      if (button === 'Download 1 project') bundlePath = path;
    }
    const file = readFileSync(bundlePath);
    // A string: the bundler would wrap a function's inner functions in a helper the page lacks.
    await page.evaluate(WATCH_IMPORT_RESULT);
    const started = Date.now();
    await page.getByLabel('Import projects').setInputFiles({
      name: 'large.json',
      mimeType: 'application/json',
      buffer: file,
    });
    await page.getByText(/^Imported 1 PBS project\./).waitFor({ timeout: 120_000 });
    polled.push(Date.now() - started);
    // No named function inside: the bundler would wrap it in a helper the page does not have.
    const names = ['bench:handover', ...IMPORT_STEPS.map((n) => `import:${n}`), 'bench:shown'];
    const marks = await page.evaluate(
      (all) => all.map((n) => performance.getEntriesByName(n).at(-1)?.startTime ?? NaN),
      names,
    );
    const stepNames = [...IMPORT_STEPS, 'shown'] as const;
    stepNames.forEach((step, i) => steps[step].push(Math.round(marks[i + 1]! - marks[i]!)));
    inPage.push(Math.round(marks.at(-1)! - marks[1]!));
    // From the page's clock: the handover began to the result in the DOM. Playwright's own wait
    // polls at 0, 20, 50, 100, 100, then 500 ms steps, so its time jumps by up to 500 ms.
    imported.push(Math.round(marks.at(-1)! - marks[0]!));
    await page.goto(`${url}/dashboard`);
  }
  reportBench(
    'pbs-large',
    [
      {
        metric: `Open a ${ITEMS}-item PBS project → tree shown, median`,
        value: median(opened),
        unit: 'ms',
        note: 'from the list: one get of the project document, then render',
      },
      {
        metric: `Expand all ${ITEMS} items → rendered, median`,
        value: median(expanded),
        unit: 'ms',
      },
      { metric: 'Export it as JSON → download, median', value: median(exported), unit: 'ms' },
      { metric: 'Export it as zip → download, median', value: median(zipped), unit: 'ms' },
      {
        metric: 'Import that JSON → saved and listed, median',
        value: median(imported),
        unit: 'ms',
        target: '≤ 1000',
        note: `read and check the bundle in the page (${median(steps.checked)} ms), ask the owner's names by count in one round (${median(steps.named)} ms), plan and write one batch through the rules, items as one JSON text (${median(steps.written)} ms); the rest is the bench handing the file over and React showing the result (rows below); from the bench's handover to the result in the DOM, on the page's clock`,
      },
      {
        metric: 'Import, as Playwright saw it (its polling of the page included), median',
        value: median(polled),
        unit: 'ms',
        note: "Playwright's wait for the text polls at 0, 20, 50, 100, 100 ms, then every 500 ms: a result shown just after a poll is seen up to 500 ms later",
      },
      {
        metric: 'Import in the page: file chosen → result shown, median',
        value: median(inPage),
        unit: 'ms',
        note: `the input's change event to the result's text in the DOM; the row above adds the bench handing the ${(documentBytes / 1e6).toFixed(1)} MB file to Chromium (${median(steps.chosen)} ms) and Playwright's polling for the text; after the write, React shows the result in ${median(steps.shown)} ms`,
      },
      {
        metric: 'Import: the bench hands the file to the page (setInputFiles), median',
        value: median(steps.chosen),
        unit: 'ms',
      },
      {
        metric: 'Import: read and check the bundle in the page, median',
        value: median(steps.checked),
        unit: 'ms',
      },
      {
        metric: "Import: the owner's names asked (counts, one round trip), median",
        value: median(steps.named),
        unit: 'ms',
      },
      {
        metric: 'Import: the batch written through the rules, median',
        value: median(steps.written),
        unit: 'ms',
      },
      {
        metric: 'Import: the batch written → the result shown, median',
        value: median(steps.shown),
        unit: 'ms',
      },
      {
        metric: 'Items stored in the project document (JSON)',
        value: documentBytes,
        unit: 'bytes',
      },
    ],
    // Import time is dominated by the emulator on a shared 2-core machine: the report records
    // how busy it was (load average).
    { runs: RUNS, opened, expanded, exported, zipped, imported, polled, inPage, steps },
  );
});
