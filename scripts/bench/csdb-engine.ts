// The content store's engine in Node (xmldom): planning uploads (classify + decide), the
// reference graph over a large index, upissue, and how fast hostile input is refused.
//   npx tsx scripts/bench/csdb-engine.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { zipSync } from 'fflate';
import { upissue } from '../../src/s1000d/csdb/lifecycle/upissue';
import type { ObjectListing } from '../../src/s1000d/csdb/listing';
import { buildRefGraph } from '../../src/s1000d/csdb/ref-graph';
import { planUpload } from '../../src/s1000d/csdb/upload-plan';
import { classifyFile } from '../../src/s1000d/csdb/classify';
import type { UploadFile } from '../../src/s1000d/csdb/zip';
import { generateDemoProject } from '../../src/s1000d/demo/demo-project';
import { xmldomParser } from '../../src/s1000d/node/xmldom-parser';
import { reportBench, type BenchRow } from './report';

const BIKE = resolve(process.cwd(), 'tests/fixtures/s1000d/bike-4.1');
const bike: UploadFile[] = readdirSync(BIKE)
  .sort()
  .map((name) => ({ path: name, bytes: new Uint8Array(readFileSync(join(BIKE, name))) }));
const options = { parser: xmldomParser };

async function time<T>(run: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

/** 1,000 distinct data modules: the demo's procedure under 1,000 assembly and disassembly codes. */
function generated(): UploadFile[] {
  const demo = generateDemoProject();
  const source = new TextDecoder().decode(demo.files.find((f) => f.name.includes('-520A-'))!.bytes);
  const files: UploadFile[] = [];
  for (let i = 0; i < 1000; i++) {
    const assy = String(Math.floor(i / 10)).padStart(2, '0');
    const disassy = String(i % 10).padStart(2, '0');
    const text = source.replace(
      'systemCode="20" subSystemCode="2" subSubSystemCode="0" assyCode="00" disassyCode="00"',
      `systemCode="20" subSystemCode="2" subSubSystemCode="0" assyCode="${assy}" disassyCode="${disassy}"`,
    );
    files.push({
      path: `DMC-TIDEWELL-A-20-20-${assy}-${disassy}A-520A-A_001-00_EN-US.XML`,
      bytes: new TextEncoder().encode(text),
    });
  }
  return files;
}

const rows: BenchRow[] = [];

await planUpload(bike.slice(0, 10), [], options); // warm up the JIT
const [bikePlan, bikeMs] = await time(() => planUpload(bike, [], options));
rows.push({ metric: 'plan upload: bike 4.1 set (152 files)', value: bikeMs, unit: 'ms' });
rows.push({
  metric: 'plan upload: bike 4.1 set, files per second',
  value: (bike.length / bikeMs) * 1000,
  unit: 'files/s',
  target: '≥ 50',
  note: 'engine only (classify, SHA-256, decide), Node + xmldom; the page adds the worker and Firestore',
});

const many = generated();
const [, manyMs] = await time(() => planUpload(many, [], options));
rows.push({
  metric: 'plan upload: 1,000 generated data modules, per second',
  value: (many.length / manyMs) * 1000,
  unit: 'objects/s',
  target: '≥ 50',
  note: 'engine share of the issue-15 upload goal',
});

const bikeRows = bikePlan.filter((d) => d.write && d.current).map((d) => d.listing!);
const bigIndex: ObjectListing[] = [];
for (let copy = 0; bigIndex.length < 5000; copy++) {
  for (const row of bikeRows) {
    if (bigIndex.length === 5000) break;
    const suffix = copy === 0 ? '' : String(copy);
    bigIndex.push({ ...row, k: row.k + suffix, c: row.c + suffix });
  }
}
const [graph, graphMs] = await time(() => buildRefGraph(bigIndex));
rows.push({
  metric: 'reference graph over 5,000 index rows',
  value: graphMs,
  unit: 'ms',
  note: `${graph.unresolved.length} unresolved references found`,
});
const json = JSON.stringify(bigIndex);
rows.push({
  metric: 'index rows: JSON size of 5,000 rows',
  value: json.length / 1024 / 1024,
  unit: 'MiB',
  note: 'bike-like rows; Firestore allows 1 MiB per document',
});

const wheel = bike.find((f) => f.path.startsWith('DMC-S1000DBIKE-AAA-DA0-00-00-00AA-041A-A'))!;
const [, upissueMs] = await time(() => {
  for (let i = 0; i < 100; i++) upissue(wheel.bytes, { parser: xmldomParser, date: '2025-06-01' });
});
rows.push({ metric: 'upissue (bike wheel description)', value: upissueMs / 100, unit: 'ms' });

const laughs = new TextEncoder().encode(
  `<?xml version="1.0"?><!DOCTYPE dmodule [<!ENTITY a "${'a'.repeat(100)}">${Array.from({ length: 9 }, (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`).join('')}]><dmodule>&j;</dmodule>`,
);
const [laughResult, laughMs] = await time(() => classifyFile('DMC-BOMB.XML', laughs, options));
rows.push({
  metric: 'refuse a billion-laughs document',
  value: laughMs,
  unit: 'ms',
  target: '< 100',
  note: laughResult.status,
});
const bomb = zipSync({ 'DMC-BOMB.XML': new Uint8Array(64 * 1024 * 1024) }, { level: 9 });
const [bombPlan, bombMs] = await time(() =>
  planUpload([{ path: 'bomb.zip', bytes: bomb }], [], options),
);
rows.push({
  metric: 'refuse a ZIP bomb (64 MiB of zeros, ' + Math.round(bomb.length / 1024) + ' KiB zipped)',
  value: bombMs,
  unit: 'ms',
  target: '< 100',
  note: bombPlan[0]!.outcome,
});
const deep = new TextEncoder().encode(
  `<dmodule>${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</dmodule>`,
);
const [deepResult, deepMs] = await time(() => classifyFile('DMC-DEEP.XML', deep, options));
rows.push({
  metric: 'refuse 100,000 nested elements',
  value: deepMs,
  unit: 'ms',
  target: '< 100',
  note: deepResult.status,
});

reportBench('csdb-engine', rows);
