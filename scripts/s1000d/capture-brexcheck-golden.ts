// Records what the reference tool reports on the bike 4.1 set in each mode the engine offers
// (tests/fixtures/s1000d/brexcheck-golden/modes.json), for the golden tests:
//   S1KD_BREXCHECK=/path/to/s1kd-brexcheck npx tsx scripts/s1000d/capture-brexcheck-golden.ts
// s1kd-brexcheck (GPL) is built outside the repository; only its reports are kept here.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const BIKE = join(ROOT, 'tests/fixtures/s1000d/bike-4.1');
const GOLDEN = join(ROOT, 'tests/fixtures/s1000d/brexcheck-golden');
const tool = process.env.S1KD_BREXCHECK;
if (!tool) throw new Error('Set S1KD_BREXCHECK to the path of a built s1kd-brexcheck');

type Mode = { name: string; s1kd: string[]; withoutUpf?: boolean };
const modes = JSON.parse(readFileSync(join(GOLDEN, 'modes.json'), 'utf8')) as Mode[];
const all = readdirSync(BIKE)
  .filter((n) => /\.xml$/i.test(n))
  .sort();
for (const mode of modes) {
  const files = mode.withoutUpf ? all.filter((n) => !n.startsWith('UPF-')) : all;
  const run = spawnSync(tool, [...mode.s1kd, '-x', ...files], { cwd: BIKE, encoding: 'utf8' });
  writeFileSync(join(GOLDEN, `${mode.name}.xml`), run.stdout);
  writeFileSync(join(GOLDEN, `${mode.name}.exit`), `${run.status}\n`);
  console.log(`${mode.name}: exit ${run.status}, ${run.stdout.length} characters`);
}

// XPath 1.0 and value-check cases on a hand-made BREX and object (semantics/).
const semantics = join(GOLDEN, 'semantics');
const cases = spawnSync(tool, ['-c', '-n', '-b', 'brex.xml', '-x', 'obj.xml'], {
  cwd: semantics,
  encoding: 'utf8',
});
writeFileSync(join(semantics, 'report.xml'), cases.stdout);
writeFileSync(join(semantics, 'report.exit'), `${cases.status}\n`);
console.log(`semantics: exit ${cases.status}`);
