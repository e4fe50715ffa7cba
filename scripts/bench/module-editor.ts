// The data module editor's checks, as its worker runs them after typing stops: well-formedness,
// the BREX the module names (layered to the default BREX), references and ids, on a 200 KB and
// a 1 MB data module.   npx tsx scripts/bench/module-editor.ts
import { BrexEngine } from '../../src/s1000d/brex/brex-engine';
import { memoryProvider } from '../../src/s1000d/brex/worker/check-files';
import { newDataModule } from '../../src/s1000d/authoring/new-data-module';
import { checkModuleText } from '../../src/s1000d/authoring/diagnostics';
import { defaultProjectSettings } from '../../src/s1000d/csdb/project-settings';
import { defaultBrexNamedFiles } from '../../src/s1000d/node/test-projects';
import { reportBench, type BenchRow } from './report';

const settings = defaultProjectSettings({
  issue: '4.1',
  modelIdentCodes: ['BIKE'],
  responsiblePartnerCompany: { code: 'U8025', name: 'Bike Co' },
  originator: { code: 'U8025', name: 'Bike Co' },
});
const made = newDataModule({
  settings,
  sns: { systemCode: 'DA1', subSystemCode: '0', subSubSystemCode: '0', assyCode: '00' },
  infoCode: '040',
  techName: 'Brake',
  date: '2026-11-24',
});
if (!made.ok) throw new Error(made.problems.join(' '));
const { xml: template, fileName } = made;

/** The template grown to about `bytes` with numbered levelled paragraphs, each with a reference to the first. */
function moduleOf(bytes: number): string {
  const para = (n: number) =>
    `      <levelledPara id="par-${String(n).padStart(5, '0')}"><title>Part ${n}</title><para>The brake lever moves the cable; see <internalRef internalRefId="par-0001"/>. Keep the pads clean and check the wear.</para></levelledPara>\n`;
  const one = para(10000).length;
  const count = Math.ceil((bytes - template.length) / one);
  const body = Array.from({ length: count }, (_, i) => para(i + 2)).join('');
  return template.replace('    </description>', `${body}    </description>`);
}

const engine = await BrexEngine.create();
const provider = memoryProvider([], defaultBrexNamedFiles());
const known = { codes: new Set<string>() };

function median(text: string): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    checkModuleText(text, { fileName, known, brex: { engine, provider } });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
}

const rows: BenchRow[] = [];
for (const [label, size, target] of [
  ['200 KB', 200 * 1024, '≤ 300'],
  ['1 MB', 1024 * 1024, undefined],
] as const) {
  const text = moduleOf(size);
  const found = checkModuleText(text, {
    fileName,
    known,
    brex: { engine, provider },
  });
  rows.push({
    metric: `checks of a ${label} data module after typing stops (well-formedness, BREX, references, ids)`,
    value: median(text),
    unit: 'ms',
    ...(target ? { target } : {}),
    note: `median of 5 in Node (the worker runs the same code); ${found.length} finding(s); the page waits 100 ms after the last key (use-editor-checks)`,
  });
}
reportBench('module-editor', rows);
