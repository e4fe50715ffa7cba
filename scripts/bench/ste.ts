// STE check of a 200-data-module project (issue 18): parse each data module (xmldom, as the
// page's worker does) and check its text against every STE rule, with a project glossary.
//   npx tsx scripts/bench/ste.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { xmldomParser } from '../../src/s1000d/node/xmldom-parser';
import { checkSteDataModule } from '../../src/s1000d/ste/ste-data-module';
import { defaultSteSettings } from '../../src/s1000d/ste/ste-settings';
import { decodeXmlBytes } from '../../src/s1000d/xml/decode-xml-bytes';
import { loadXml } from '../../src/s1000d/xml/load-xml';
import { reportBench } from './report';

const BIKE = resolve(process.cwd(), 'tests/fixtures/s1000d/bike-4.1');
const texts = readdirSync(BIKE)
  .filter((n) => /^DMC-.*\.XML$/i.test(n))
  .sort()
  .map((name) => ({ name, text: decodeXmlBytes(readFileSync(join(BIKE, name))) }))
  .filter((f) => loadXml(f.text, { parser: xmldomParser }).type === 'dataModule');
// 200 data modules: the bike set's 81 data modules, repeated in order.
const project = Array.from({ length: 200 }, (_, i) => texts[i % texts.length]!);
const settings = {
  ...defaultSteSettings(),
  glossary: [
    { term: 'brake cable', kind: 'noun' as const },
    { term: 'adjust', kind: 'verb' as const },
    { term: 'utilize', kind: 'avoid' as const, use: 'use' },
  ],
};

function run() {
  const started = performance.now();
  let findings = 0;
  let sentences = 0;
  for (const f of project) {
    const result = checkSteDataModule(
      loadXml(f.text, { parser: xmldomParser, fileName: f.name }),
      settings,
    );
    findings += result.findings.length;
    sentences += result.sentences;
  }
  return { ms: performance.now() - started, findings, sentences };
}

run(); // warm up the JIT
const runs = [run(), run(), run()].sort((a, b) => a.ms - b.ms);
const median = runs[1]!;
reportBench('ste', [
  {
    metric: 'STE check: 200 data modules (parse + all rules), median of 3',
    value: median.ms,
    unit: 'ms',
  },
  {
    metric: 'STE check: data modules per second',
    value: (200 / median.ms) * 1000,
    unit: 'data modules/s',
    target: '≥ 100',
    note: `${median.sentences} sentences, ${median.findings} findings; Node + xmldom, one core, as in the page's worker`,
  },
]);
