// BREX Tools in Chromium against the emulators (rules loaded): a 1,000-object project checked
// in the page (content read from the store, libxml2 in Web Workers, results kept), against
// each object's BREX chain with value checks, in seconds from the click to the report.
//   npx tsx scripts/bench/brex-page.ts
import { reportBench } from './report.ts';
import { median, signInAs, withBenchApp } from './support/bench-app.ts';
import { generatedWrites } from './support/generated-data-modules.ts';

const OBJECTS = 1000;
const RUNS = 3;

await withBenchApp('brex-page', async ({ url, browser }) => {
  const { asOwner, createTestUser } = await import('../../e2e/support/users.ts');
  const user = await createTestUser({ roles: ['ips-engineer'] });
  const actor = { uid: user.uid, name: user.name };
  const writes = await generatedWrites(OBJECTS);
  const projectId = await asOwner(async (repos) => {
    const id = await repos.s1000dProjects.create(
      { name: 'BREX bench', description: '', settings: { issue: '6' }, visibility: 'members' },
      actor,
    );
    await repos.s1000dObjects.commitObjects(id, writes, actor);
    return id;
  });
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, url, user, 'ips-engineer');
  await page.goto(`${url}/tools/wizards/s1000d/brex-tools?project=${projectId}`);
  const check = page.getByRole('button', { name: `Check ${OBJECTS} objects` });
  await check.waitFor({ timeout: 60_000 });
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = Date.now();
    await check.click();
    await page.getByText(`${OBJECTS} objects checked:`).waitFor({ timeout: 600_000 });
    seconds.push((Date.now() - started) / 1000);
    await page.getByText('Each object’s result is kept').waitFor({ timeout: 60_000 });
  }
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  reportBench(
    'brex-page',
    [
      {
        metric: `Check a ${OBJECTS}-object project in BREX Tools (chain, values), median of ${RUNS}`,
        value: median(seconds),
        unit: 's',
        target: '≤ 10',
      },
      {
        metric: 'The same, objects/s',
        value: OBJECTS / median(seconds),
        unit: 'objects/s',
      },
    ],
    { cores, runs: seconds },
  );
});
