// BREX check speed and memory beside s1kd-brexcheck: the 103 bike 4.1 objects against the
// Issue 4.1 default BREX with object values checked (s1kd-brexcheck -B -c), in Node and in
// Chromium; a 1,000-object project in Chromium workers; a 100,000-level deep and a 50 MB object.
//   S1KD_BREXCHECK=/path/to/s1kd-brexcheck npx tsx scripts/bench/s1000d.ts
// Without S1KD_BREXCHECK the last recorded s1kd-brexcheck figures are used.
// The machine is shared: rates are per CPU second (user + system) on both sides, so a busy
// machine slows both alike; wall-clock figures are given beside them.
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes';
import { reportBench, type BenchRow } from './report';

const ROOT = resolve(import.meta.dirname, '../..');
const BIKE = join(ROOT, 'tests/fixtures/s1000d/bike-4.1');
const BREX_DIR = join(ROOT, 'src/s1000d/reference/default-brex');
const BREX_NAME = 'DMC-S1000D-E-04-10-0301-00A-022A-D';
const BREX_FILE = join(BREX_DIR, `${BREX_NAME}_012-00_EN-US.XML`);
const names = readdirSync(BIKE)
  .filter((n) => /\.xml$/i.test(n))
  .sort();
const work = mkdtempSync(join(tmpdir(), 'bench-s1000d-'));
const rows: BenchRow[] = [];
const TIME = '/usr/bin/time';

type Measured = { cpuS: number; wallS: number; maxRssMiB: number; status: number | null };

/** Runs a program under /usr/bin/time: CPU seconds, wall seconds and peak resident memory. */
function measure(command: string, args: string[], cwd: string): Measured {
  const out = join(work, 'time.txt');
  const started = performance.now();
  const run = spawnSync(TIME, ['-f', '%U %S %M', '-o', out, command, ...args], {
    cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wallS = (performance.now() - started) / 1000;
  const [user, system, rssKb] = readFileSync(out, 'utf8').trim().split(/\s+/).slice(-3).map(Number);
  return { cpuS: user! + system!, wallS, maxRssMiB: rssKb! / 1024, status: run.status };
}

// ---- s1kd-brexcheck ----

type Reference = { rate: number; rssMiB: number; source: string };

function reference(): Reference {
  const tool = process.env.S1KD_BREXCHECK;
  if (tool && existsSync(tool) && existsSync(TIME)) {
    const runs = [0, 1, 2].map(() => measure(tool, ['-B', '-c', ...names], BIKE));
    if (runs.some((r) => r.status !== 0))
      throw new Error('s1kd-brexcheck -B -c did not pass the bike set');
    const cpu = median(runs.map((r) => r.cpuS));
    const ref = {
      rate: names.length / cpu,
      rssMiB: Math.max(...runs.map((r) => r.maxRssMiB)),
      source: `measured now (${tool})`,
    };
    rows.push(
      {
        metric: 's1kd-brexcheck -B -c: objects per CPU second',
        value: ref.rate,
        unit: 'objects/s',
        note: 'median of 3',
      },
      { metric: 's1kd-brexcheck: wall time', value: median(runs.map((r) => r.wallS)), unit: 's' },
      { metric: 's1kd-brexcheck: peak resident memory', value: ref.rssMiB, unit: 'MiB' },
    );
    return ref;
  }
  const recorded = JSON.parse(
    readFileSync(join(ROOT, 'bench-results/s1000d-brexcheck.json'), 'utf8'),
  ) as { rows: BenchRow[]; measuredAt: string };
  const row = (m: string) => recorded.rows.find((r) => r.metric === m)?.value;
  const rate = row('s1kd-brexcheck -B -c: objects per CPU second');
  const rss = row('s1kd-brexcheck: peak resident memory');
  if (!rate || !rss) throw new Error('No S1KD_BREXCHECK and no recorded s1kd-brexcheck figure');
  rows.push(
    {
      metric: 's1kd-brexcheck -B -c: objects per CPU second',
      value: rate,
      unit: 'objects/s',
      note: `recorded ${recorded.measuredAt}`,
    },
    { metric: 's1kd-brexcheck: peak resident memory', value: rss, unit: 'MiB', note: 'recorded' },
  );
  return { rate, rssMiB: rss, source: `recorded ${recorded.measuredAt}` };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// ---- Node: the engine in a plain node process (no tsx), and the CLI as shipped ----

const NODE_ENTRY = `
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BrexEngine } from './src/s1000d/brex/brex-engine';
const [bike, brexFile, list, extra] = process.argv.slice(2);
const names = JSON.parse(list);
const rssBefore = process.memoryUsage().rss;
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const engine = await BrexEngine.create();
const provider = { find: () => undefined, read: () => readFileSync(brexFile) };
const options = { selection: { mode: 'default' }, values: true };
let peak = process.memoryUsage().rss;
const runs = [];
for (let round = 0; round < 4; round++) {
  engine.clearBrexCache();
  const c0 = cpu(); const t0 = performance.now(); let errors = 0;
  for (const n of names) {
    errors += engine.check(n, readFileSync(join(bike, n)), provider, options).errorCount;
    peak = Math.max(peak, process.memoryUsage().rss);
  }
  runs.push({ cpuMs: cpu() - c0, wallMs: performance.now() - t0, errors });
}
const big = JSON.parse(extra).map((file) => {
  const c0 = cpu(); const t0 = performance.now();
  const report = engine.check(file, readFileSync(file), provider, options);
  const status = report.limited ? 'stopped at the XPath budget' : report.status;
  return { cpuMs: cpu() - c0, wallMs: performance.now() - t0, status, errors: report.errorCount, rss: process.memoryUsage().rss, message: report.message };
});
console.log(JSON.stringify({ runs, rssBefore, peak, wasm: engine.lx.HEAPU8.length, big }));
`;

async function benchNode(
  ref: Reference,
  bigFiles: { label: string; file: string; target: string }[],
) {
  // Inside node_modules/.cache so that the bundle resolves libxml2-wasm as an ES module.
  const cache = join(ROOT, 'node_modules/.cache/bench-s1000d');
  mkdirSync(cache, { recursive: true });
  const bundle = join(cache, 'node-bench.mjs');
  await build({
    stdin: { contents: NODE_ENTRY, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: bundle,
    external: ['libxml2-wasm'],
    logLevel: 'silent',
  });
  const run = spawnSync(
    process.execPath,
    // The flag the ips-s1000d command starts Node with (bin/ips-s1000d.mjs): a small young
    // generation keeps a long check's resident memory down at no cost in speed.
    [
      '--max-semi-space-size=1',
      bundle,
      BIKE,
      BREX_FILE,
      JSON.stringify(names),
      JSON.stringify(bigFiles.map((b) => b.file)),
    ],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  if (run.status !== 0) throw new Error(`node bench failed: ${run.stderr}`);
  const result = JSON.parse(run.stdout) as {
    runs: { cpuMs: number; wallMs: number; errors: number }[];
    rssBefore: number;
    peak: number;
    wasm: number;
    big: {
      cpuMs: number;
      wallMs: number;
      status: string;
      errors: number;
      rss: number;
      message?: string;
    }[];
  };
  if (result.runs.some((r) => r.errors !== 0)) throw new Error('the bike set must pass -B -c');
  const [cold, ...warm] = result.runs;
  const coldRate = names.length / (cold!.cpuMs / 1000);
  const warmRate = names.length / (median(warm.map((r) => r.cpuMs)) / 1000);
  const mib = (b: number) => b / 1024 / 1024;
  rows.push(
    {
      metric: 'node: objects per CPU second, first run (BREX read included)',
      value: coldRate,
      unit: 'objects/s',
      target: `≥ ${(3 * ref.rate).toFixed(1)}`,
      note: `${(coldRate / ref.rate).toFixed(1)}× s1kd-brexcheck (goal 3×)`,
    },
    {
      metric: 'node: objects per CPU second, warm (median of 3)',
      value: warmRate,
      unit: 'objects/s',
      target: `≥ ${(3 * ref.rate).toFixed(1)}`,
      note: `${(warmRate / ref.rate).toFixed(1)}× s1kd-brexcheck`,
    },
    {
      metric: 'node: wall time, first run',
      value: cold!.wallMs / 1000,
      unit: 's',
      note: 'shared machine',
    },
    {
      metric: 'node: memory the engine adds (peak RSS − RSS before loading it)',
      value: mib(result.peak - result.rssBefore),
      unit: 'MiB',
      target: `≤ ${(4 * ref.rssMiB).toFixed(1)}`,
      note: `${(mib(result.peak - result.rssBefore) / ref.rssMiB).toFixed(1)}× s1kd-brexcheck's whole process; wasm heap ${mib(result.wasm).toFixed(0)} MiB`,
    },
    {
      metric: 'node: peak RSS of the whole process',
      value: mib(result.peak),
      unit: 'MiB',
      target: `≤ ${(4 * ref.rssMiB).toFixed(1)}`,
      note: `${(mib(result.peak) / ref.rssMiB).toFixed(1)}× s1kd-brexcheck; Node itself starts at ${mib(result.rssBefore).toFixed(0)} MiB`,
    },
  );
  for (const [i, big] of result.big.entries()) {
    const label = bigFiles[i]!.label;
    rows.push(
      {
        metric: `node: ${label}: ${big.status}, wall seconds`,
        value: big.wallMs / 1000,
        unit: 's',
        target: bigFiles[i]!.target,
        note: `CPU ${(big.cpuMs / 1000).toFixed(1)} s${big.message ? `; ${big.message.slice(0, 90)}` : ''}`,
      },
      { metric: `node: ${label}: RSS after`, value: mib(big.rss), unit: 'MiB', target: '≤ 1024' },
    );
  }
  if (existsSync(TIME)) {
    const cli = measure(
      process.execPath,
      [
        '--max-semi-space-size=1',
        join(ROOT, 'bin/ips-s1000d.mjs'),
        'brexcheck',
        '-B',
        '-c',
        '-q',
        ...names,
      ],
      BIKE,
    );
    rows.push(
      {
        metric: 'node: the CLI as a process (tsx start-up included), objects per CPU second',
        value: names.length / cli.cpuS,
        unit: 'objects/s',
        note: `${(names.length / cli.cpuS / ref.rate).toFixed(1)}× s1kd-brexcheck; exit ${cli.status}`,
      },
      {
        metric: 'node: the CLI as a process, peak RSS',
        value: cli.maxRssMiB,
        unit: 'MiB',
        note: `${(cli.maxRssMiB / ref.rssMiB).toFixed(1)}× s1kd-brexcheck`,
      },
    );
  }
}

// ---- Chromium: the engine on the page's thread, and 1,000 objects in workers ----

const PAGE_ENTRY = `
import { BrexEngine } from './src/s1000d/brex/brex-engine';
import { checkInWorkers } from './src/s1000d/brex/worker/brex-pool';
window.runBench = async (texts, names, brexText) => {
  const engine = await BrexEngine.create();
  const provider = { find: () => undefined, read: () => brexText };
  const options = { selection: { mode: 'default' }, values: true };
  const runs = [];
  for (let round = 0; round < 4; round++) {
    engine.clearBrexCache();
    const t0 = performance.now(); let errors = 0;
    for (let i = 0; i < texts.length; i++) errors += engine.check(names[i], texts[i], provider, options).errorCount;
    runs.push({ wallMs: performance.now() - t0, errors });
    window.roundDone?.(round);
  }
  return { runs, wasm: engine.lx.HEAPU8.length };
};
window.runPool = async (texts, names, brexText, workerUrl, workers) => {
  const objects = texts.map((t, i) => ({ name: names[i], bytes: t }));
  const t0 = performance.now(); let progress = 0;
  const reports = await checkInWorkers({
    objects, brex: [], defaultBrex: [{ name: '${BREX_NAME}', bytes: brexText }],
    options: { selection: { mode: 'default' }, values: true }, workers,
    createWorker: () => new Worker(workerUrl, { type: 'module' }),
    onProgress: (p) => { progress = p.done; },
  });
  return { wallMs: performance.now() - t0, count: reports.length, progress, errors: reports.reduce((n, r) => n + r.errorCount, 0) };
};`;

async function bundle(contents: string, file: string) {
  await build({
    stdin: { contents, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outfile: join(work, file),
    minify: true,
    logLevel: 'silent',
  });
  return readFileSync(join(work, file), 'utf8');
}

async function benchChromium(ref: Reference) {
  const page = await bundle(PAGE_ENTRY, 'page.js');
  const worker = await bundle("import './src/s1000d/brex/worker/brex-worker';", 'worker.js');
  const texts = names.map((n) => decodeXmlBytes(readFileSync(join(BIKE, n))));
  const brexText = decodeXmlBytes(readFileSync(BREX_FILE));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const tab = await browser.newPage();
    await tab.route('http://bench.local/**', (route) => {
      const url = route.request().url();
      if (url.endsWith('/worker.js'))
        return route.fulfill({ body: worker, contentType: 'text/javascript' });
      if (url.endsWith('/page.js'))
        return route.fulfill({ body: page, contentType: 'text/javascript' });
      return route.fulfill({
        body: '<!doctype html><title>bench</title><script type="module" src="/page.js"></script>',
        contentType: 'text/html',
      });
    });
    await tab.goto('http://bench.local/');
    await tab.waitForFunction(() => 'runBench' in window);
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Performance.enable');
    const metric = async (name: string) =>
      (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
    const rounds: number[] = [];
    let last = await metric('ThreadTime');
    await tab.exposeFunction('roundDone', async () => {
      const now = await metric('ThreadTime');
      rounds.push(now - last);
      last = await metric('ThreadTime');
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = await metric('JSHeapUsedSize');
    const result = await tab.evaluate(
      ([t, n, b]) =>
        (
          window as unknown as {
            runBench: (
              t: string[],
              n: string[],
              b: string,
            ) => Promise<{ runs: { wallMs: number; errors: number }[]; wasm: number }>;
          }
        ).runBench(t, n, b),
      [texts, names, brexText] as const,
    );
    const heapAfter = await metric('JSHeapUsedSize');
    if (result.runs.some((r) => r.errors !== 0))
      throw new Error('the bike set must pass in Chromium');
    const [coldCpu, ...warmCpu] = rounds;
    const mib = (b: number) => b / 1024 / 1024;
    const coldRate = names.length / coldCpu!;
    const warmRate = names.length / median(warmCpu);
    const memory = mib(heapAfter - heapBefore) + mib(result.wasm);
    rows.push(
      {
        metric: 'chromium: objects per CPU second, first run (BREX read included)',
        value: coldRate,
        unit: 'objects/s',
        target: `≥ ${(3 * ref.rate).toFixed(1)}`,
        note: `${(coldRate / ref.rate).toFixed(1)}× s1kd-brexcheck (renderer thread time)`,
      },
      {
        metric: 'chromium: objects per CPU second, warm (median of 3)',
        value: warmRate,
        unit: 'objects/s',
        note: `${(warmRate / ref.rate).toFixed(1)}× s1kd-brexcheck`,
      },
      {
        metric: 'chromium: wall time, first run',
        value: result.runs[0]!.wallMs / 1000,
        unit: 's',
        note: 'shared machine',
      },
      {
        metric: 'chromium: memory the engine adds (JS heap growth + wasm heap)',
        value: memory,
        unit: 'MiB',
        target: `≤ ${(4 * ref.rssMiB).toFixed(1)}`,
        note: `${(memory / ref.rssMiB).toFixed(1)}× s1kd-brexcheck's whole process`,
      },
    );
    const thousand = Array.from({ length: 1000 }, (_, i) => i);
    const pool = await tab.evaluate(
      ([t, n, b, w]) =>
        (
          window as unknown as {
            runPool: (
              t: string[],
              n: string[],
              b: string,
              u: string,
              w: number,
            ) => Promise<{ wallMs: number; count: number; errors: number }>;
          }
        ).runPool(t, n, b, w, 2),
      [
        thousand.map((i) => texts[i % texts.length]!),
        thousand.map((i) => `${i}-${names[i % names.length]}`),
        brexText,
        'http://bench.local/worker.js',
      ] as const,
    );
    if (pool.count !== 1000 || pool.errors !== 0)
      throw new Error(`pool checked ${pool.count}, ${pool.errors} errors`);
    rows.push({
      metric: 'chromium: 1,000 objects in 2 workers, wall seconds',
      value: pool.wallMs / 1000,
      unit: 's',
      note: `${(1000 / (pool.wallMs / 1000)).toFixed(0)} objects/s on a shared 2-core machine`,
    });
  } finally {
    await browser.close();
  }
}

// ---- Hostile sizes ----

/** One bike descriptive module whose content is repeated up to about megabytes MB. */
function bigObject(megabytes: number): string {
  const source = readFileSync(
    join(BIKE, 'DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A_008-00_EN-US.XML'),
    'utf8',
  );
  const start = source.indexOf('<levelledPara');
  const end = source.lastIndexOf('</levelledPara>') + '</levelledPara>'.length;
  const chunk = source.slice(start, end);
  const copies = Math.ceil((megabytes * 1024 * 1024) / chunk.length);
  const file = join(work, `big-${megabytes}.xml`);
  writeFileSync(file, source.slice(0, start) + chunk.repeat(copies) + source.slice(end));
  return file;
}

function deepFile(): string {
  const file = join(work, 'deep.xml');
  writeFileSync(file, `${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`);
  return file;
}

function deepObject(): BenchRow {
  const file = deepFile();
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'bin/ips-s1000d.mjs'), 'brexcheck', '-B', file],
    { encoding: 'utf8' },
  );
  return {
    metric:
      'cli: 100,000-level deep object refused, whole command (Node and tsx start-up included)',
    value: (performance.now() - started) / 1000,
    unit: 's',
    note: `exit ${run.status}: ${run.stderr.trim().split('\n')[0]?.slice(0, 80)}`,
  };
}

try {
  const ref = reference();
  await benchNode(ref, [
    { label: '100,000-level deep object', file: deepFile(), target: '≤ 1' },
    { label: '50 MB object', file: bigObject(50), target: '≤ 20' },
    // Its 3,000 internalRefs make a default-BREX rule quadratic: s1kd-brexcheck needs ~14 s.
    { label: '2 MB object, 3,000 internalRefs', file: bigObject(2), target: '≤ 20' },
  ]);
  try {
    await benchChromium(ref);
  } catch (error) {
    rows.push({
      metric: 'chromium: not measured',
      value: 0,
      unit: '',
      note: (error as Error).message.split('\n')[0] ?? '',
    });
  }
  rows.push(deepObject());
  reportBench('s1000d-brexcheck', rows, {
    objects: names.length,
    brex: BREX_NAME,
    reference: ref.source,
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
