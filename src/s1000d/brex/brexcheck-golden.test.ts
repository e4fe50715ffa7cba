import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBrexcheck } from '../node/cli/brexcheck';
import { BIKE_DIR, FIXTURES } from '../node/test-fixtures';

// The reports s1kd-brexcheck -x wrote for the bike 4.1 set in each mode
// (scripts/s1000d/capture-brexcheck-golden.ts). Ours must be the same, byte for byte.
const GOLDEN = join(FIXTURES, 'brexcheck-golden');
type Mode = { name: string; ours: string[]; withoutUpf?: boolean };
const modes = JSON.parse(readFileSync(join(GOLDEN, 'modes.json'), 'utf8')) as Mode[];
const all = readdirSync(BIKE_DIR)
  .filter((n) => /\.xml$/i.test(n))
  .sort();

async function ours(args: string[]) {
  const out: string[] = [];
  const code = await runBrexcheck(args, { out: (s) => out.push(s), err: () => {}, cwd: BIKE_DIR });
  return { code, xml: `${out.join('\n')}\n` };
}

describe('the same reports as s1kd-brexcheck on the bike 4.1 set', () => {
  it.each(modes.map((m) => [m.name, m] as const))(
    '%s',
    async (name, mode) => {
      const files = mode.withoutUpf ? all.filter((n) => !n.startsWith('UPF-')) : all;
      const { code, xml } = await ours([...mode.ours, '-x', ...files]);
      expect(xml).toBe(readFileSync(join(GOLDEN, `${name}.xml`), 'utf8'));
      expect(code).toBe(Number(readFileSync(join(GOLDEN, `${name}.exit`), 'utf8')));
    },
    60_000,
  );

  it('with -S -n and BREX without SNS or notation rules, every SNS and notation is reported', () => {
    const xml = readFileSync(join(GOLDEN, 'default-values-sns-notations.xml'), 'utf8');
    expect(xml.match(/<sns><error>/g)).toHaveLength(96);
    expect(xml.match(/<invalidNotation>/g)).toHaveLength(54);
  });

  it('XPath 1.0 and value-check cases: the same report as s1kd-brexcheck', async () => {
    // semantics/brex.xml holds one rule per case: node-set = string compares any node,
    // != too; count() against a string; string() of a node-set is its first node; a number
    // result is never "exists" (flag 1 fails, flag 0 passes); a relative path selects
    // nothing; node-set = node-set; NaN != NaN; boolean('false'); unknown function and
    // unknown prefix are ignored rules (xpathError); an invalid XSD pattern admits all;
    // ^ and $ are literal in a pattern; hex numbers in ranges; "a~c|x" never tries x;
    // notations without a flag are not allowed; the first notation rule's objectUse.
    const dir = join(GOLDEN, 'semantics');
    const out: string[] = [];
    const code = await runBrexcheck(['-c', '-n', '-b', 'brex.xml', '-x', 'obj.xml'], {
      out: (s) => out.push(s),
      err: () => {},
      cwd: dir,
    });
    expect(`${out.join('\n')}\n`).toBe(readFileSync(join(dir, 'report.xml'), 'utf8'));
    expect(code).toBe(Number(readFileSync(join(dir, 'report.exit'), 'utf8')));
  });

  it('the UPF names BREX issue 007, which the set lacks: exit 3, as s1kd-brexcheck', async () => {
    const { code } = await ours([
      '-c',
      'UPF-S1000DLIGHTING-AAA-D00-00-00-00AA-00GA-D_001-00_EN-US.XML',
    ]);
    expect(code).toBe(3);
  });
});
