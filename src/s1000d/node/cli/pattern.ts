import type { CliIo } from './cli-io';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BrexEngine } from '../../brex/brex-engine';
import { addBrexRules, newBrexIssue } from '../../brex-write/add-brex-rules';
import { validatePattern, type IssuePattern } from '../../patterns/issue-pattern';
import { patternRuleXml } from '../../patterns/pattern-rule';
import { promotePattern } from '../../patterns/promote-pattern';
import { runPattern, testPatternExamples } from '../../patterns/run-pattern';
import { xmldomParser } from '../../xml/xmldom-parser';
import { xmldomXpath2 } from '../xpath2-xmldom';
import { EXIT, issueDateOf, parseArgs, UsageError } from './args';
import { loadProjectDir, projectBrexText } from './project-dir';
import { readInputs } from './read-inputs';

export const PATTERN_USAGE = `ips-s1000d pattern <pattern.json> [--examples] [--promote <brex.xml> --out <file>] [--promote <project folder> [--out <file>] [--date YYYY-MM-DD]] [<files or folders>...]
  Runs an issue pattern (XPath as a BREX rule, or a regular expression over the text) across
  objects and prints each hit with its line; --examples tries the pattern's own examples;
  --promote writes the BREX's next in-work issue with the pattern as a rule. Given a project
  folder (with project.json), it takes the project's own BREX, or, when the project follows
  the default BREX, makes a new project BREX holding the rule and points project.json at it.
  Exit: 0 nothing found (examples pass), 1 hits (an example fails)`;

export async function runPatternCommand(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--promote', '--out', '--date']);
  const [file, ...paths] = positional;
  if (!file) throw new UsageError('give the pattern as a JSON file');
  const pattern = JSON.parse(readFileSync(file, 'utf8')) as IssuePattern;
  pattern.examples ??= [];
  const problems = validatePattern(pattern);
  if (problems.length) throw new UsageError(`${file}: ${problems.join(' ')}`);
  const tools = { engine: await BrexEngine.create(), xpath2: xmldomXpath2 };
  const promote = flags.get('--promote')?.[0];
  if (promote && statSync(promote, { throwIfNoEntry: false })?.isDirectory()) {
    return promoteIntoProject(pattern, promote, flags, out);
  }
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

/** As the Issue Pattern Manager does: the project BREX's next issue, or a new project BREX. */
async function promoteIntoProject(
  pattern: IssuePattern,
  folder: string,
  flags: ReadonlyMap<string, string[]>,
  out: (s: string) => void,
): Promise<number> {
  const projectJson = join(folder, 'project.json');
  const project = await loadProjectDir([folder]);
  if (!project.settings)
    throw new UsageError(
      `${folder} has no project.json: the project's issue and codes are needed for its BREX`,
    );
  const date = issueDateOf(flags);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError(`--date ${date}: use YYYY-MM-DD`);
  const own = projectBrexText(project);
  if (project.settings.brex.kind === 'project' && own === undefined)
    throw new UsageError(
      `project.json names the project BREX ${project.settings.brex.code}, which is not in ${folder}`,
    );
  const made = promotePattern(pattern, {
    ...(own !== undefined ? { brex: new TextEncoder().encode(own) } : {}),
    settings: project.settings,
    date,
    parser: xmldomParser,
  });
  const target = flags.get('--out')?.[0] ?? join(folder, made.fileName);
  writeFileSync(target, made.bytes);
  out(`${made.fileName} written to ${target}`);
  if (made.newBrexCode) {
    const json = JSON.parse(readFileSync(projectJson, 'utf8')) as { settings: object };
    json.settings = { ...json.settings, brex: { kind: 'project', code: made.newBrexCode } };
    writeFileSync(projectJson, `${JSON.stringify(json, null, 2)}\n`);
    out(`New project BREX ${made.newBrexCode}: ${projectJson} now follows it.`);
  }
  return EXIT.ok;
}
