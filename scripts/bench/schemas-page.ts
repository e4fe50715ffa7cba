// Schema validation in Chromium's Web Worker, the one the Schema Manager and the library use
// (libxml2-wasm), beside `xmllint --schema` (libxml2 natively) on the same files and the same
// small XSD set as the reference: the bike 4.1 set in objects/s, and one 1 MB data module.
//   npx tsx scripts/bench/schemas-page.ts        (xmllint: apt-get install libxml2-utils)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { reportBench, type BenchRow } from './report.ts';
import { median, withBenchApp } from './support/bench-app.ts';

const RUNS = 3;
const FIXTURES = resolve(process.cwd(), 'tests/fixtures/s1000d');
const XSD = join(FIXTURES, 'xsd-mini/xml_schema_flat');
const BIKE = join(FIXTURES, 'bike-4.1');
const bike = readdirSync(BIKE)
  .filter((name) => /\.xml$/i.test(name))
  .sort()
  .map((name) => ({ name, path: join(BIKE, name), bytes: readFileSync(join(BIKE, name)) }));
const schemaOf = (bytes: Buffer) =>
  /xml_schema_flat\/([a-z]+)\.xsd/.exec(bytes.toString('utf8', 0, 4096))?.[1] ?? 'none';

/** The bike's descriptive module grown past 1 MB by repeating a paragraph (still valid). */
function bigModule() {
  const text = readFileSync(
    join(BIKE, 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML'),
    'utf8',
  );
  const para = /<levelledPara[ >](?:(?!<levelledPara[ >])[\s\S])*?<\/levelledPara>/.exec(text)!;
  const copy = para[0].replace(/ id="[^"]*"/g, '');
  const times = Math.ceil((1024 * 1024 - text.length) / copy.length);
  const big =
    text.slice(0, para.index + para[0].length) +
    copy.repeat(times) +
    text.slice(para.index + para[0].length);
  const dir = mkdtempSync(join(tmpdir(), 'schemas-page-'));
  const path = join(dir, 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_007-00_EN-US.XML');
  writeFileSync(path, big);
  return { name: 'big.xml', path, bytes: Buffer.from(big) };
}
const big = bigModule();

/** xmllint over files grouped by the schema each names: seconds, and how many validate. */
function xmllint(files: readonly { path: string; bytes: Buffer }[]) {
  const groups = new Map<string, string[]>();
  for (const f of files)
    groups.set(schemaOf(f.bytes), [...(groups.get(schemaOf(f.bytes)) ?? []), f.path]);
  const started = performance.now();
  let valid = 0;
  for (const [schema, paths] of groups) {
    if (schema === 'none') continue;
    const run = spawnSync(
      'xmllint',
      ['--noout', '--schema', join(XSD, `${schema}.xsd`), ...paths],
      {
        encoding: 'utf8',
      },
    );
    if (run.error)
      throw new Error(`xmllint is needed (apt-get install libxml2-utils): ${run.error.message}`);
    valid += (run.stderr.match(/ validates$/gm) ?? []).length;
  }
  return { seconds: (performance.now() - started) / 1000, valid };
}

await withBenchApp('schemas-page', async ({ url, browser, outDir }) => {
  const asset = readdirSync(join(outDir, 'assets')).find((f) => /^schema-worker.*\.js$/.test(f));
  if (!asset) throw new Error('The schema worker chunk is not in the build.');
  const page = await (await browser.newContext()).newPage();
  // tsx names the evaluated function's inner helpers with its own __name, absent in the page.
  await page.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await page.goto(url);
  const set = readdirSync(XSD).map((name) => ({
    name,
    b64: readFileSync(join(XSD, name)).toString('base64'),
  }));
  const inWorker = (objects: readonly { name: string; bytes: Buffer }[]) =>
    page.evaluate(
      async ({ worker, set, objects }) => {
        const bytesOf = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const w =
          (window as unknown as { benchWorker?: Worker }).benchWorker ??
          new Worker(worker, { type: 'module' });
        (window as unknown as { benchWorker?: Worker }).benchWorker = w;
        const sets = [
          { issue: '4.1', files: set.map((f) => ({ name: f.name, bytes: bytesOf(f.b64) })) },
        ];
        const files = objects.map((o) => ({ name: o.name, bytes: bytesOf(o.b64) }));
        // comlink's wire format: the worker's `validate(sets, objects)` called as expose() expects.
        const id = crypto.randomUUID();
        const started = performance.now();
        const reports = await new Promise<{ status: string }[]>((done, fail) => {
          w.onmessage = (e: MessageEvent<{ id: string; type: string; value: unknown }>) => {
            if (e.data.id !== id) return;
            if (e.data.type === 'RAW') done(e.data.value as { status: string }[]);
            else fail(new Error(JSON.stringify(e.data.value)));
          };
          w.postMessage({
            id,
            type: 'APPLY',
            path: ['validate'],
            argumentList: [
              { type: 'RAW', value: sets },
              { type: 'RAW', value: files },
            ],
          });
        });
        return {
          ms: performance.now() - started,
          valid: reports.filter((r) => r.status === 'valid').length,
        };
      },
      {
        worker: `/assets/${asset}`,
        set,
        objects: objects.map((o) => ({ name: o.name, b64: o.bytes.toString('base64') })),
      },
    );

  await inWorker(bike.slice(0, 5)); // libxml2-wasm loaded and compiled once
  const bikeRuns: number[] = [];
  let bikeValid = 0;
  for (let i = 0; i < RUNS; i++) {
    const run = await inWorker(bike);
    bikeRuns.push(run.ms / 1000);
    bikeValid = run.valid;
  }
  const bigRuns: number[] = [];
  for (let i = 0; i < RUNS; i++) bigRuns.push((await inWorker([big])).ms / 1000);
  const lintBike = median(Array.from({ length: RUNS }, () => xmllint(bike).seconds));
  const lintBig = median(Array.from({ length: RUNS }, () => xmllint([big]).seconds));
  const lintValid = xmllint(bike).valid;

  const perSecond = bike.length / median(bikeRuns);
  const lintPerSecond = bike.length / lintBike;
  const rows: BenchRow[] = [
    {
      metric: `Validate the bike 4.1 set (${bike.length} XML objects, ${bikeValid} valid) in the page's schema worker, median of ${RUNS}`,
      value: perSecond,
      unit: 'objects/s',
      note: 'one worker call, as the library makes per batch of 200: set read, schemas compiled, every object validated; the small XSD set',
    },
    {
      metric: `xmllint --schema on the same files (${lintValid} valid), one run per schema named`,
      value: lintPerSecond,
      unit: 'objects/s',
      note: 'the reference: libxml2 natively on this machine, process start and schema compile per schema',
    },
    {
      metric: 'Worker ÷ xmllint, bike set (objects/s)',
      value: perSecond / lintPerSecond,
      unit: '×',
    },
    {
      metric: `Validate one ${(big.bytes.length / 1024 / 1024).toFixed(2)} MB data module in the worker, median of ${RUNS}`,
      value: median(bigRuns) * 1000,
      unit: 'ms',
    },
    { metric: 'xmllint --schema on the same module', value: lintBig * 1000, unit: 'ms' },
    { metric: 'Worker ÷ xmllint, 1 MB module (time)', value: median(bigRuns) / lintBig, unit: '×' },
  ];
  reportBench('schemas-page', rows, { runs: { bike: bikeRuns, big: bigRuns } });
});
