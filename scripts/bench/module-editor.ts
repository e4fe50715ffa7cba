// The data module editor's checks, as its worker runs them after typing stops: well-formedness,
// the BREX the module names (layered to the default BREX), references and ids, on a 200 KB and
// a 1 MB data module.   npx tsx scripts/bench/module-editor.ts
import { BrexEngine } from '../../src/s1000d/brex/brex-engine';
import { memoryProvider } from '../../src/s1000d/brex/worker/check-files';
import { checkModuleText } from '../../src/s1000d/authoring/diagnostics';
import { defaultBrexNamedFiles } from '../../src/s1000d/node/test-projects';
import { reportBench, type BenchRow } from './report';
import {
  grownDataModule as moduleOf,
  grownFileName as fileName,
} from './support/grown-data-module';

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
