// The S1000D content store in Chromium against the emulators (rules loaded): uploading 1,000
// generated data modules through the page (worker + repository), opening a 5,000-object
// project (time to its list, documents read), and searching 5,000 rows.
//   npx tsx scripts/bench/content-store.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIRESTORE_DEBUG_KEY } from '../../src/firebase/services.ts';
import {
  filterRows,
  NO_FILTER,
  prepareRows,
} from '../../src/features/s1000d/common/library-rows.ts';
import { reportBench } from './report.ts';
import { median, signInAs, withBenchApp } from './support/bench-app.ts';
import { countFirestoreReads } from './support/count-firestore-reads.ts';
import { generatedDataModule, generatedWrites } from './support/generated-data-modules.ts';

const UPLOADED = 1000;
const LISTED = 5000;

await withBenchApp('content-store', async ({ url, browser }) => {
  const { asOwner, createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  const actor = { uid: user.uid, name: user.name };
  const project = (name: string) =>
    asOwner((repos) =>
      repos.s1000dProjects.create(
        { name, description: '', settings: { issue: '6' }, visibility: 'members' },
        actor,
      ),
    );

  // Upload through the page: files read, checked in the worker, stored in transactions.
  const folder = mkdtempSync(join(tmpdir(), 'ips-bench-upload-'));
  const files = Array.from({ length: UPLOADED }, (_, n) => {
    const { name, text } = generatedDataModule(n);
    writeFileSync(join(folder, name), text);
    return join(folder, name);
  });
  const uploadProject = await project('Upload bench');
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, url, user, 'ips-engineer');
  await page.goto(`${url}/upload?project=${uploadProject}`);
  await page.getByTestId('drop-zone').waitFor();
  const started = Date.now();
  await page.getByLabel('Files to upload').setInputFiles(files);
  await page
    .getByText(`${UPLOADED} object(s) stored from ${UPLOADED} file(s).`)
    .waitFor({ timeout: 600_000 });
  const uploadSeconds = (Date.now() - started) / 1000;
  rmSync(folder, { recursive: true, force: true });

  // A 5,000-object project, seeded with the rules off, opened until its list shows.
  const writes = await generatedWrites(LISTED);
  const bigProject = await project('Listing bench');
  await asOwner((repos) => repos.s1000dObjects.commitObjects(bigProject, writes, actor));
  const opened: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = Date.now();
    await page.goto(`${url}/tools/s1000d-projects/${bigProject}`);
    await page.getByText(`${LISTED} of ${LISTED} objects shown`).waitFor({ timeout: 60_000 });
    opened.push(Date.now() - start);
  }
  const counting = await browser.newContext();
  await counting.addInitScript((key) => localStorage.setItem(key, '1'), FIRESTORE_DEBUG_KEY);
  const countPage = await counting.newPage();
  await signInAs(countPage, url, user, 'ips-engineer');
  const lines: string[] = [];
  countPage.on('console', (message) => lines.push(message.text()));
  await countPage.goto(`${url}/tools/s1000d-projects/${bigProject}`);
  await countPage.getByText(`${LISTED} of ${LISTED} objects shown`).waitFor({ timeout: 60_000 });
  await countPage.waitForTimeout(1000);
  const reads = countFirestoreReads(lines);

  // Search: every keystroke filters the prepared rows (what the library does).
  const rows = prepareRows(
    writes.map((w) => ({ row: w.row as never, deleted: false, brex: null })),
  );
  const terms = [
    'bench',
    'item 42',
    'remove',
    '00A-520',
    'install procedure',
    'BENCH-A-3',
    'zzz',
    'item 4999',
  ];
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    const term = terms[i % terms.length]!;
    const t = performance.now();
    filterRows(rows, { ...NO_FILTER, search: term }, { key: 'code', descending: false });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);

  reportBench('content-store', [
    {
      metric: `Upload of ${UPLOADED} data modules through the page`,
      value: UPLOADED / uploadSeconds,
      unit: 'objects/s',
      target: '≥ 50',
    },
    {
      metric: `Open a ${LISTED}-object project to its list, median of 5`,
      value: median(opened),
      unit: 'ms',
      target: '≤ 2000',
    },
    {
      metric: 'Firestore documents read to list it',
      value: reads.documents,
      unit: 'documents',
      target: '≤ 50',
    },
    {
      metric: `Search over ${LISTED} objects, p95 of 400`,
      value: times[Math.floor(times.length * 0.95)]!,
      unit: 'ms',
      target: '≤ 50',
    },
  ]);
});
