// Schema validation and the go/no-go gate, the engine the Schema Manager's and the Go / No-Go
// page's workers run, in Node (xmldom, libxml2-wasm): objects validated per second on the bike
// 4.1 set against the small hand-written XSD set, and the demo project gated whole.
//   npx tsx scripts/bench/schemas-gate.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BrexEngine } from '../../src/s1000d/brex/brex-engine';
import { generateDemoProject } from '../../src/s1000d/demo/demo-project';
import { runGate } from '../../src/s1000d/gate/go-no-go';
import { defaultBrexNamedFiles, miniXsdZip, projectOf } from '../../src/s1000d/node/test-projects';
import { xmldomParser } from '../../src/s1000d/node/xmldom-parser';
import { readSchemaSet } from '../../src/s1000d/schemas/schema-set';
import { SchemaValidator } from '../../src/s1000d/schemas/xsd-validator';
import { reportBench, type BenchRow } from './report';

const BIKE = resolve(process.cwd(), 'tests/fixtures/s1000d/bike-4.1');
const bike = readdirSync(BIKE)
  .filter((name) => /\.xml$/i.test(name))
  .sort()
  .map((name) => ({ name, bytes: new Uint8Array(readFileSync(join(BIKE, name))) }));

const setOf = (folder: string) => {
  const read = readSchemaSet([
    { path: `${folder}.zip`, bytes: miniXsdZip(`${folder}/xml_schema_flat`) },
  ]);
  if (!read.ok) throw new Error(read.problems.join(' '));
  return read.set;
};
const rows: BenchRow[] = [];

const validator = await SchemaValidator.create([setOf('S1000D_4-1')]);
for (const file of bike.slice(0, 10)) validator.validate(file.name, file.bytes); // warm up
let started = performance.now();
const reports = bike.map((file) => validator.validate(file.name, file.bytes));
const validateMs = performance.now() - started;
const valid = reports.filter((r) => r.status === 'valid').length;
rows.push({
  metric: `schema validation: bike 4.1 set (${bike.length} XML objects, ${valid} valid), objects per second`,
  value: (bike.length / validateMs) * 1000,
  unit: 'objects/s',
  note: 'the small XSD set (tests/fixtures/s1000d/xsd-mini), schemas compiled once and reused; Node, the code the Schema Manager worker runs',
});
validator.dispose();

const demo = generateDemoProject({ date: '2026-01-15' });
const { rows: demoRows, bytes } = await projectOf(demo.files);
const tools = {
  parser: xmldomParser,
  brex: await BrexEngine.create(),
  schemas: await SchemaValidator.create([setOf('S1000D_6')]),
};
started = performance.now();
const result = runGate(
  demoRows.filter((r) => r.t !== 'icn').map((r) => r.k),
  {
    rows: demoRows,
    bytesOf: (k) => bytes.get(k),
    defaultBrex: defaultBrexNamedFiles(),
    brexSns: 'normal',
  },
  tools,
);
const gateMs = performance.now() - started;
rows.push({
  metric: `go/no-go: the demo project (${result.objects.length} objects, ${result.verdict})`,
  value: gateMs / 1000,
  unit: 's',
  note: 'every step for every object, BREX engine and schema validator created beforehand; Node',
});

reportBench('schemas-gate', rows);
