// BREX-checks the 103 bike 4.1 objects against their default BREX (4.1), in Node (xmldom) and
// in Chromium (native DOMParser), and reports objects per second and memory used.
//   npx tsx scripts/bench/s1000d.ts
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkBrex } from '../../src/s1000d/brex/check-brex';
import { readXmlFile } from '../../src/s1000d/node/read-xml-file';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes';
import { readFileSync } from 'node:fs';
import { reportBench, type BenchRow } from './report';

const ROOT = process.cwd();
const BIKE = resolve(ROOT, 'tests/fixtures/s1000d/bike-4.1');
const BREX_FILE = resolve(
  ROOT,
  'src/s1000d/reference/default-brex/DMC-S1000D-E-04-10-0301-00A-022A-D_012-00_EN-US.XML',
);
const files = readdirSync(BIKE)
  .filter((n) => /\.xml$/i.test(n))
  .sort()
  .map((n) => join(BIKE, n));

const mb = (bytes: number) => bytes / 1024 / 1024;

function benchNode(): BenchRow[] {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  const brex = readXmlFile(BREX_FILE);
  const objects = files.map((f) => readXmlFile(f));
  const loaded = performance.now();
  let findings = 0;
  for (const object of objects) findings += checkBrex(object, [brex]).findings.length;
  const checked = performance.now();
  const heap = process.memoryUsage().heapUsed - before;
  if (findings !== 0) throw new Error(`expected 0 findings, got ${findings}`);
  return [
    { metric: 'node: objects checked', value: objects.length, unit: 'objects' },
    { metric: 'node: load (parse) time', value: loaded - started, unit: 'ms' },
    {
      metric: 'node: check rate',
      value: objects.length / ((checked - loaded) / 1000),
      unit: 'objects/s',
      target: '≥ 5',
    },
    { metric: 'node: heap growth (objects + BREX)', value: mb(heap), unit: 'MiB' },
  ];
}

const BROWSER_ENTRY = `
import { loadXml } from './src/s1000d/xml/load-xml';
import { checkBrex } from './src/s1000d/brex/check-brex';
window.runBench = (texts, brexText) => {
  const t0 = performance.now();
  const brex = loadXml(brexText, { fileName: 'brex.xml' });
  const objects = texts.map((t, i) => loadXml(t, { fileName: 'o' + i + '.xml' }));
  const t1 = performance.now();
  let findings = 0;
  for (const o of objects) findings += checkBrex(o, [brex]).findings.length;
  const t2 = performance.now();
  window.keep = objects;
  return { loadMs: t1 - t0, checkMs: t2 - t1, findings, count: objects.length };
};`;

async function benchChromium(): Promise<BenchRow[]> {
  const bundle = await build({
    stdin: { contents: BROWSER_ENTRY, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]!.text;
  const texts = files.map((f) => decodeXmlBytes(readFileSync(f)));
  const brexText = decodeXmlBytes(readFileSync(BREX_FILE));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>bench</title>');
    await page.addScriptTag({ content: script });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heapOf = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const before = await heapOf();
    const result = await page.evaluate(
      ([t, b]) =>
        (
          window as unknown as {
            runBench: (
              t: string[],
              b: string,
            ) => { loadMs: number; checkMs: number; findings: number; count: number };
          }
        ).runBench(t, b),
      [texts, brexText] as const,
    );
    const after = await heapOf();
    if (result.findings !== 0)
      throw new Error(`expected 0 findings in Chromium, got ${result.findings}`);
    return [
      { metric: 'chromium: objects checked', value: result.count, unit: 'objects' },
      { metric: 'chromium: load (parse) time', value: result.loadMs, unit: 'ms' },
      {
        metric: 'chromium: check rate',
        value: result.count / (result.checkMs / 1000),
        unit: 'objects/s',
        target: '≥ 5',
      },
      { metric: 'chromium: heap growth (objects + BREX)', value: mb(after - before), unit: 'MiB' },
      {
        metric: 'chromium: engine bundle size',
        value: script.length / 1024,
        unit: 'KiB',
        note: 'minified, fontoxpath included',
      },
    ];
  } finally {
    await browser.close();
  }
}

const rows = benchNode();
try {
  rows.push(...(await benchChromium()));
} catch (error) {
  rows.push({
    metric: 'chromium: not measured',
    value: 0,
    unit: '',
    note: (error as Error).message.split('\n')[0] ?? '',
  });
}
reportBench('s1000d-brexcheck', rows, {
  objects: files.length,
  brex: 'DMC-S1000D-E-04-10-0301-00A-022A-D_012-00',
});
