// The viewer in Chromium against the emulators (rules loaded): from opening /viewer/:id until a
// 1 MB data module is drawn to its last section, and from opening a 500-entry publication
// until its whole contents tree is drawn. These include reading the objects from the store,
// the worker's reading and React's drawing: what a reader waits for.
//   npx tsx scripts/bench/viewer-page.ts
import type { Page } from '@playwright/test';
import { newPublicationModule } from '../../src/s1000d/publication/new-pm.ts';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes.ts';
import { xmldomParser } from '../../src/s1000d/xml/xmldom-parser.ts';
import { objectViewerPath, publicationViewerPath } from '../../src/lib/s1000d-viewer-paths.ts';
import { reportBench } from './report.ts';
import { objectWriteOf } from './support/generated-data-modules.ts';
import { median, signInAs, withBenchApp } from './support/bench-app.ts';

const RUNS = 5;

async function timeUntil(page: Page, url: string, drawn: () => Promise<void>) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goto('about:blank');
    const start = Date.now();
    await page.goto(url);
    await drawn();
    times.push(Date.now() - start);
  }
  return median(times);
}

await withBenchApp('viewer-page', async ({ url, browser }) => {
  const { asOwner, createTestUser } = await import('../../e2e/support/users.ts');
  const { DEMO_KEYS, seedDemoProject } = await import('../../e2e/support/viewer-project.ts');
  const { demoProjectWrites } =
    await import('../../src/features/s1000d/common/demo-project-writes.ts');
  const reader = await createTestUser({ roles: ['maintainer'] });
  const projectId = await seedDemoProject('Viewer bench', { [reader.uid]: 'reader' });
  const demo = await demoProjectWrites(xmldomParser);

  // A 1 MB descriptive module: the demo's description, renumbered, its sections repeated.
  const description = demo.writes.find((w) => w.key === DEMO_KEYS.description)!;
  const para = (i: number) =>
    `<levelledPara id="par-b${i}"><title>Section ${i}</title><para>The pump casing holds the impeller. ` +
    'Inspect the seal faces for wear, scoring and heat marks before each reassembly. '.repeat(4) +
    `</para><para><randomList><listItem><para>Casing ${i}</para></listItem><listItem><para>Seal ${i}</para></listItem></randomList></para></levelledPara>`;
  let extra = '';
  let sections = 0;
  while (extra.length < 1_000_000) extra += para(sections++);
  const big = decodeXmlBytes(description.bytes)
    .replace('disassyCode="00"', 'disassyCode="99"')
    .replace('</description>', `${extra}</description>`);
  const bigWrite = await objectWriteOf('DMC-TIDEWELL-A-00-00-00-99A-040A-D_000-01_EN-US.XML', big);

  // A 500-entry publication over the demo's modules.
  const dms = demo.writes.filter((w) => w.kind === 'dm').slice(0, 5);
  const pm = newPublicationModule({
    settings: demo.settings,
    title: 'Five hundred entries',
    date: '2026-11-24',
    pmNumber: '00500',
    modules: Array.from({ length: 500 }, (_, i) => ({
      code: String(dms[i % dms.length]!.row.c),
      title: `Entry ${i} - Read`,
    })),
  });
  if (!pm.ok) throw new Error(pm.problems.join('; '));
  const pmWrite = await objectWriteOf(pm.fileName, pm.xml);
  await asOwner((repos) =>
    repos.s1000dObjects.commitObjects(projectId, [bigWrite, pmWrite], {
      uid: reader.uid,
      name: reader.name,
    }),
  );

  const page = await (await browser.newContext()).newPage();
  await signInAs(page, url, reader, 'maintainer');

  const moduleMs = await timeUntil(page, `${url}${objectViewerPath(projectId, bigWrite.key)}`, () =>
    page
      .getByRole('heading', { name: new RegExp(`Section ${sections - 1}$`) })
      .waitFor({ timeout: 120_000 }),
  );
  const contents = page.getByRole('navigation', { name: 'Publication contents' });
  const treeMs = await timeUntil(
    page,
    `${url}${publicationViewerPath(projectId, pmWrite.key)}`,
    () => contents.getByRole('link', { name: /Entry 499 - Read/ }).waitFor({ timeout: 120_000 }),
  );

  reportBench('viewer-page', [
    {
      metric: `Open a ${(big.length / 1_000_000).toFixed(1)} MB data module until its last section is drawn, median of ${RUNS}`,
      value: moduleMs,
      unit: 'ms',
      target: '≤ 500',
      note: 'from navigation: app start, reading from the store, the worker and React',
    },
    {
      metric: `Open a 500-entry publication until its whole tree is drawn, median of ${RUNS}`,
      value: treeMs,
      unit: 'ms',
      target: '≤ 1000',
      note: 'from navigation: app start, reading from the store, the worker and React',
    },
  ]);
});
