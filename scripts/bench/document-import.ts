// A Word manual of 99 sections (a table, a bulleted list and an image each) imported as data
// modules and ICNs, as the Data Import page's worker does: mammoth, the HTML split and the
// modules' markup. One core, Node.   npx tsx scripts/bench/document-import.ts
import { defaultProjectSettings } from '../../src/s1000d/csdb/project-settings';
import { importDocument } from '../../src/s1000d/import/import-document';
import { makeDocx, type DocxBlock } from '../../src/s1000d/node/make-docx';
import { reportBench, type BenchRow } from './report';

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);
const SECTIONS = 99;
const blocks: DocxBlock[] = [];
for (let s = 1; s <= SECTIONS; s++) {
  blocks.push({ heading: 1, text: `Section ${s}` });
  for (let p = 0; p < 5; p++) blocks.push({ para: `Paragraph ${p} of section ${s}, in prose.` });
  blocks.push({ heading: 2, text: `Parts of section ${s}` });
  blocks.push({
    table: [
      ['Part', 'Quantity', 'Note'],
      ...Array.from({ length: 10 }, (_, r) => [`P${r}`, `${r}`, 'As required']),
    ],
  });
  blocks.push({ bullets: ['First', 'Second', 'Third'] });
  blocks.push({ png: PNG, alt: `Figure of section ${s}` });
}
const docx = makeDocx(blocks);
const settings = defaultProjectSettings({
  modelIdentCodes: ['BIKE'],
  responsiblePartnerCompany: { code: '07GB6', name: 'Bike Co' },
  originator: { code: '07GB6', name: 'Bike Co' },
});
const sns = { systemCode: 'DA1', subSystemCode: '0', subSubSystemCode: '0', assyCode: '00' };

async function run() {
  const started = performance.now();
  const result = await importDocument('manual.docx', docx, { settings, sns, date: '2026-11-24' });
  return { ms: performance.now() - started, result };
}

await run(); // warm up the JIT
const runs = [await run(), await run(), await run()];
const ms = [...runs.map((r) => r.ms)].sort((a, b) => a - b)[1]!;
const { result } = runs[0]!;
if (result.problems.length || result.modules.length !== SECTIONS)
  throw new Error(`the manual should import whole: ${result.problems.join(' ')}`);
const rows: BenchRow[] = [
  {
    metric: `document import: .docx of ${SECTIONS} sections (${Math.round(docx.length / 1024)} KB) to ${result.modules.length} data modules + ${result.files.length - result.modules.length} ICNs, median of 3`,
    value: ms,
    unit: 'ms',
    target: '≤ 3000',
    note: 'mammoth .docx -> HTML, parse5 split, CALS tables, module markup; the upload check and the store come after',
  },
  {
    metric: 'document import: data modules per second',
    value: (SECTIONS / ms) * 1000,
    unit: 'DM/s',
  },
];
reportBench('document-import', rows);
