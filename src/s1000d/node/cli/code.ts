import { parseAnyCode } from '../../codes/any-code';
import { explainCode, explainFileName } from '../../codes/explain-code';
import { parseFileName } from '../../codes/file-name';
import { EXIT, parseArgs, UsageError } from './args';

export const CODE_USAGE = `ips-s1000d code [--json] <code or file name>...
  Parses, validates and explains DMC, DME, PMC, PME, DML, DDN, COM, ICN and UPF codes and
  CSDB file names. Exit: 0 all valid, 1 some invalid`;

export function runCode(argv: readonly string[], out: (s: string) => void): number {
  const { flags, positional } = parseArgs(argv, []);
  if (positional.length === 0) throw new UsageError('no code given');
  let invalid = 0;
  const results = positional.map((text) => {
    const name = text.split(/[\\/]/).pop() ?? text;
    const parsed = /\.[A-Za-z0-9]+$/.test(name) ? parseFileName(name) : undefined;
    const explained = parsed?.ok
      ? explainFileName(parsed.value)
      : (() => {
          const code = parseAnyCode(name);
          return code.ok
            ? explainCode(code.value)
            : { error: (parsed && !parsed.ok ? parsed : code).error };
        })();
    if ('error' in explained || explained.problems.length) invalid++;
    return { input: text, ...explained };
  });
  if (flags.has('--json')) out(JSON.stringify(results, null, 2));
  else {
    for (const r of results) {
      if ('error' in r) {
        out(`${r.input}: INVALID ${r.error}`);
        continue;
      }
      out(`${r.input}: ${r.kind}`);
      for (const s of r.segments)
        out(`  ${s.label.padEnd(34)} ${s.value.padEnd(12)} ${s.meaning ?? ''}`.trimEnd());
      for (const p of r.problems) out(`  PROBLEM: ${p}`);
    }
  }
  return invalid ? EXIT.findings : EXIT.ok;
}
