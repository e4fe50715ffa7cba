// The viewer's reading engine on large input, in Node: reading a 1 MB descriptive data module
// into the reading model (what the page's worker does before React draws it), and reading and
// resolving a 500-entry publication tree. React's drawing is not in these figures.
//   npx tsx scripts/bench/viewer.ts
import { performance } from 'node:perf_hooks';
import { classifyFile } from '../../src/s1000d/csdb/classify';
import type { ObjectListing } from '../../src/s1000d/csdb/listing';
import { xmldomParser } from '../../src/s1000d/node/xmldom-parser';
import { defaultProjectSettings } from '../../src/s1000d/csdb/project-settings';
import { generateDemoProject } from '../../src/s1000d/demo/demo-project';
import { newPublicationModule } from '../../src/s1000d/publication/new-pm';
import { readModule } from '../../src/s1000d/reader/build-module';
import { readPublication, resolvePublication } from '../../src/s1000d/reader/publication';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes';
import { reportBench, type BenchRow } from './report';

/** The median of five runs after one warm-up, in milliseconds. */
function median(work: () => unknown): number {
  work();
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    work();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[2]!;
}

// A 1 MB descriptive module: the demo's description with its levelled paragraphs repeated.
const demo = generateDemoProject().files;
const description = decodeXmlBytes(demo.find((f) => f.name.includes('040A-D'))!.bytes);
const para = (i: number) =>
  `<levelledPara id="par-b${i}"><title>Section ${i}</title><para>The pump casing holds the impeller; ` +
  `see <internalRef internalRefId="par-b${Math.max(0, i - 1)}" internalRefTargetType="irtt07"/>. ` +
  'Inspect the seal faces for wear, scoring and heat marks before each reassembly. '.repeat(4) +
  `</para><para><randomList><listItem><para>Casing ${i}</para></listItem><listItem><para>Seal ${i}</para></listItem></randomList></para></levelledPara>`;
let extra = '';
for (let i = 0; extra.length < 1_000_000; i += 1) extra += para(i);
const big = description.replace('</description>', `${extra}</description>`);

// A 500-entry publication over the demo's modules (the same five modules, 100 times each).
const settings = defaultProjectSettings({
  modelIdentCodes: ['TIDEWELL'],
  responsiblePartnerCompany: { code: '7TDW1', name: '' },
  originator: { code: '7TDW1', name: '' },
});
const dms = demo.filter((f) => f.name.startsWith('DMC-')).slice(0, 5);
const modules = Array.from({ length: 500 }, (_, i) => {
  const name = dms[i % dms.length]!.name;
  return { code: name.split('_')[0]!, title: `Module ${i} - Read` };
});
const pm = newPublicationModule({
  settings,
  title: 'Big',
  date: '2026-11-24',
  pmNumber: '00500',
  modules,
});
if (!pm.ok) throw new Error(pm.problems.join('; '));

const rowsOfDemo: ObjectListing[] = [];
for (const f of demo) {
  const found = await classifyFile(f.name, f.bytes, { parser: xmldomParser });
  if (found.status === 'object') rowsOfDemo.push(found.listing);
}

const moduleMs = median(() => readModule(big, 'DMC-BIG.XML'));
const treeMs = median(() => resolvePublication(readPublication(pm.xml, pm.fileName), rowsOfDemo));
const rows: BenchRow[] = [
  {
    metric: `read a ${(big.length / 1_000_000).toFixed(1)} MB data module into the reading model`,
    value: moduleMs,
    unit: 'ms',
    target: '≤ 500',
    note: "engine only (the page worker's share); React drawing not included",
  },
  {
    metric: 'read and resolve a 500-entry publication tree',
    value: treeMs,
    unit: 'ms',
    target: '≤ 1000',
    note: 'engine only; React drawing not included',
  },
];
reportBench('viewer', rows);
