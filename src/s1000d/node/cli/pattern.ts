import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { BrexEngine } from '../../brex/brex-engine';
import { addBrexRules, newBrexIssue } from '../../brex-write/add-brex-rules';
import { validatePattern, type IssuePattern } from '../../patterns/issue-pattern';
import { patternRuleXml } from '../../patterns/pattern-rule';
import { runPattern, testPatternExamples } from '../../patterns/run-pattern';
import { xmldomParser } from '../../xml/xmldom-parser';
import { xmldomXpath2 } from '../xpath2-xmldom';
import { EXIT, parseArgs, UsageError } from './args';
import { readInputs } from './read-inputs';

export const PATTERN_USAGE = `ips-s1000d pattern <pattern.json> [--examples] [--promote <brex.xml> --out <file>] [<files or folders>...]
  Runs an issue pattern (XPath as a BREX rule, or a regular expression over the text) across
  objects and prints each hit with its line; --examples tries the pattern's own examples;
  --promote writes the BREX's next in-work issue with the pattern as a rule.
  Exit: 0 nothing found (examples pass), 1 hits (an example fails)`;

export async function runPatternCommand(
  argv: readonly string[],
  out: (s: string) => void,
): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--promote', '--out']);
  const [file, ...paths] = positional;
  if (!file) throw new UsageError('give the pattern as a JSON file');
  const pattern = JSON.parse(readFileSync(file, 'utf8')) as IssuePattern;
  pattern.examples ??= [];
  const problems = validatePattern(pattern);
  if (problems.length) throw new UsageError(`${file}: ${problems.join(' ')}`);
  const tools = { engine: await BrexEngine.create(), xpath2: xmldomXpath2 };
  const promote = flags.get('--promote')?.[0];
  if (promote) {
    const target = flags.get('--out')?.[0];
    if (!target) throw new UsageError('--promote needs --out <file>');
    const made = newBrexIssue(
      readFileSync(promote),
      (b) => addBrexRules(b, patternRuleXml(pattern), xmldomParser),
      {
        parser: xmldomParser,
        reason: `Issue pattern "${pattern.name}" made a rule.`,
      },
    );
    writeFileSync(target, made.bytes);
    out(`${made.fileName} written to ${target}`);
    return EXIT.ok;
  }
  if (flags.has('--examples')) {
    const results = testPatternExamples(pattern, tools);
    for (const r of results)
      out(
        `${r.ok ? 'OK  ' : 'FAIL'} expected ${r.expect}, ${r.hits} hit(s)${r.error ? `: ${r.error}` : ''}: ${r.text.slice(0, 60)}`,
      );
    return results.every((r) => r.ok) ? EXIT.ok : EXIT.findings;
  }
  const objects = readInputs(paths)
    .filter((f) => /\.xml$/i.test(f.path))
    .map((f) => ({ name: basename(f.path), bytes: f.bytes }));
  const run = runPattern(pattern, objects, tools);
  if (run.error) throw new UsageError(`the pattern cannot run: ${run.error}`);
  for (const h of run.hits)
    out(`${h.object}:${h.line ?? ''}: ${pattern.message}${h.match ? ` (${h.match})` : ''}`);
  for (const u of run.unreadable) out(`${u.object}: unreadable: ${u.message}`);
  out(`${run.hits.length} hit(s) in ${run.checked} object(s)`);
  return run.hits.length ? EXIT.findings : EXIT.ok;
}
