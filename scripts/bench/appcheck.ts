// Appcheck of the demo project over all its products (issue 18): every data module and the
// publication filtered for each of the PCT's 4 products, every value checked against the
// ACT/CCT, as the Applicability Builder's worker does (xmldom parse included).
//   S1KD_APPCHECK=/path/to/s1kd-appcheck S1KD_INSTANCE_DIR=/dir/with/s1kd-instance \
//     npx tsx scripts/bench/appcheck.ts
// With both set, s1kd-appcheck -s -t runs on the same files beside it. Its validation step
// (s1kd-validate, which needs the S1000D schemas) is replaced by `cat >/dev/null`, so the
// reference time is its filtering (one s1kd-instance process per object and product) only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appcheck, appcheckTables } from '../../src/s1000d/applic/appcheck';
import { generateDemoProject } from '../../src/s1000d/demo/demo-project';
import { xmldomParser } from '../../src/s1000d/node/xmldom-parser';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes';
import { loadXml } from '../../src/s1000d/xml/load-xml';
import { reportBench, type BenchRow } from './report';

const files = generateDemoProject()
  .files.filter((f) => /^(DMC|PMC)-.*\.XML$/.test(f.name))
  .map((f) => ({ name: f.name, text: decodeXmlBytes(f.bytes) }));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function run() {
  const started = performance.now();
  const objects = files.map((f) => ({
    name: f.name,
    xml: loadXml(f.text, { parser: xmldomParser, fileName: f.name }),
  }));
  const report = appcheck(objects, appcheckTables(objects));
  return { ms: performance.now() - started, report };
}

run(); // warm up the JIT
const runs = [run(), run(), run()];
const ms = median(runs.map((r) => r.ms));
const { report } = runs[0]!;
if (report.findings !== 0) throw new Error('the demo project should pass appcheck');
const checks = report.objects.length * report.products;
const rows: BenchRow[] = [
  {
    metric: `appcheck: demo project (${report.objects.length} objects × ${report.products} products), median of 3`,
    value: ms,
    unit: 'ms',
    target: '≤ 1000',
    note: 'parse + declared/allowed values + a filter and reference check per object and product; Node + xmldom, one core, as in the page worker',
  },
  {
    metric: 'appcheck: object-product checks per second',
    value: (checks / ms) * 1000,
    unit: 'checks/s',
  },
];

const tool = process.env.S1KD_APPCHECK;
const instanceDir = process.env.S1KD_INSTANCE_DIR;
if (tool && instanceDir && existsSync(tool)) {
  const dir = mkdtempSync(join(tmpdir(), 'appcheck-bench-'));
  for (const f of files) writeFileSync(join(dir, f.name), f.text);
  const named = (ic: string) => readdirSync(dir).find((n) => n.includes(`-${ic}A-D_`))!;
  const args = [
    '-s',
    '-t',
    '-e',
    'cat >/dev/null',
    '-A',
    named('00W'),
    '-C',
    named('00Q'),
    '-P',
    named('00P'),
  ];
  const objects = files.map((f) => f.name).filter((n) => !/-00[WQP]A-/.test(n));
  const times = [0, 1, 2].map(() => {
    const started = performance.now();
    const result = spawnSync(tool, [...args, ...objects], {
      cwd: dir,
      env: { ...process.env, PATH: `${instanceDir}:${process.env.PATH ?? ''}` },
      stdio: 'ignore',
    });
    if (result.status !== 0) throw new Error(`s1kd-appcheck exited ${result.status}`);
    return performance.now() - started;
  });
  const reference = median(times);
  rows.push(
    {
      metric: `s1kd-appcheck -s -t: the same ${objects.length} objects, wall time, median of 3`,
      value: reference,
      unit: 'ms',
      note: 'validation replaced by cat: filtering only (s1kd-instance per object and product)',
    },
    {
      metric: 'appcheck time / s1kd-appcheck time',
      value: ms / reference,
      unit: '×',
      target: '≤ 1',
    },
  );
}
reportBench('appcheck', rows);
