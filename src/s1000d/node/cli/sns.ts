import type { CliIo } from './cli-io';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectBrexCode } from '../../csdb/project-settings';
import { changeBrexSns, type SnsChange } from '../../sns/sns-change';
import { isMaintainedSnsId, loadMaintainedSns, MAINTAINED_SNS } from '../../sns/maintained-sns';
import { snsFromCsv, snsToCsv } from '../../sns/sns-csv';
import { snsFromPbs, type PbsItemForSns } from '../../sns/sns-from-pbs';
import { readBrexSns, setBrexSns } from '../../sns/sns-in-brex';
import { formatSnsText, renderSnsRules, type SnsNode } from '../../sns/sns-tree';
import { observedSns, snsUsage, type SnsUsageNode } from '../../sns/sns-usage';
import { SNS_MODES, type SnsMode } from '../../brex/check-sns';
import { validateSnsTree } from '../../sns/sns-edit';
import { decodeXmlBytes } from '../../xml/decode-xml-bytes';
import { xmldomParser } from '../../xml/xmldom-parser';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';
import { loadProjectDir, projectBrexText } from './project-dir';
import { projectSnsRules } from '../../sns/project-sns';

export const SNS_USAGE = `ips-s1000d sns [--brex | --csv] [<SNS>]
ips-s1000d sns --usage [--rules <SNS>] [--mode normal|strict|unstrict] <project folder>
ips-s1000d sns --from-pbs <pbs.json> [--brex | --csv]
ips-s1000d sns --apply <BREX file> --rules <SNS> --out <file>
ips-s1000d sns (--retitle <node> --title <text> | --renumber <node> --code <code>) [--list] [--out <file>] [--date YYYY-MM-DD] <project folder>
  <SNS> is a maintained SNS id, a BREX file with snsRules, or a CSV (system, subsystem,
  subSubsystem, assembly, title). Without one, lists the eight maintained SNS. --usage counts
  a folder's data modules per SNS node (the project's SNS from project.json, or what the codes
  use) and lists those the rules do not have; --from-pbs builds an SNS from a product
  breakdown's items; --apply writes the SNS into a BREX's snsRules; --retitle and --renumber
  change one node (DA1-1) of the project BREX's snsRules as its next in-work issue (in the
  folder, or --out), refusing a code a sibling has, and count the data modules carrying the
  node's SNS (--list names them). Exit: 0, 1 modules outside the SNS or problems in it, or a
  change refused, 64 unknown SNS`;

/** An SNS named on the command line: a maintained SNS id, a BREX with snsRules, or a CSV. */
export async function readSns(value: string): Promise<SnsNode[]> {
  if (isMaintainedSnsId(value)) return loadMaintainedSns(value);
  if (!existsSync(value)) {
    throw new UsageError(
      `"${value}" is not a maintained SNS (${MAINTAINED_SNS.map((s) => s.id).join(', ')}) or a file`,
    );
  }
  const text = decodeXmlBytes(readFileSync(value));
  if (/\.csv$/i.test(value)) {
    const read = snsFromCsv(text);
    if (!read.ok) throw new UsageError(`${value}: ${read.problems.join(' ')}`);
    return read.tree;
  }
  const tree = readBrexSns(text, xmldomParser);
  if (!tree) throw new UsageError(`${value} has no snsRules`);
  return tree;
}

function printUsage(nodes: readonly SnsUsageNode[], out: (s: string) => void) {
  for (const n of nodes) {
    out(
      `${' '.repeat(n.level * 2)}${n.sns.padEnd(14 - n.level * 2)}${String(n.total).padStart(5)}  ${n.title}`,
    );
    printUsage(n.children, out);
  }
}

export async function runSns(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, [
    '--rules',
    '--mode',
    '--from-pbs',
    '--apply',
    '--out',
    '--retitle',
    '--title',
    '--renumber',
    '--code',
    '--date',
  ]);
  const mode = (flags.get('--mode')?.[0] ?? 'normal') as SnsMode;
  if (!SNS_MODES.includes(mode)) throw new UsageError(`--mode is ${SNS_MODES.join(', ')}`);
  const print = (tree: SnsNode[]) =>
    out(
      flags.has('--brex')
        ? renderSnsRules(tree)
        : flags.has('--csv')
          ? snsToCsv(tree).trimEnd()
          : formatSnsText(tree).trimEnd(),
    );

  if (flags.has('--usage')) {
    const project = await loadProjectDir(positional);
    const rulesArg = flags.get('--rules')?.[0];
    const fromProject =
      !rulesArg && project.settings
        ? await projectSnsRules(project.settings, projectBrexText(project), xmldomParser)
        : undefined;
    const tree = rulesArg
      ? await readSns(rulesArg)
      : (fromProject?.tree ?? observedSns(project.rows));
    const usage = snsUsage(tree, project.rows, rulesArg ? mode : (fromProject?.mode ?? mode));
    printUsage(usage.tree, out);
    for (const o of usage.outside) out(`OUTSIDE ${o.code}: ${o.message}`);
    out(`${usage.modules} data module(s), ${usage.outside.length} outside the SNS`);
    return usage.outside.length ? EXIT.findings : EXIT.ok;
  }
  if (flags.has('--retitle') || flags.has('--renumber'))
    return changeProjectSns(flags, positional, out);
  const pbs = flags.get('--from-pbs')?.[0];
  if (pbs) {
    const items = JSON.parse(readFileSync(pbs, 'utf8')) as
      PbsItemForSns[] | { items: PbsItemForSns[] };
    const result = snsFromPbs(Array.isArray(items) ? items : items.items);
    print(result.tree);
    for (const s of result.skipped) out(`SKIPPED ${s.name}: ${s.reason}`);
    for (const p of validateSnsTree(result.tree)) out(`PROBLEM ${p.message}`);
    return result.skipped.length ? EXIT.findings : EXIT.ok;
  }
  const apply = flags.get('--apply')?.[0];
  if (apply) {
    const rules = flags.get('--rules')?.[0];
    const target = flags.get('--out')?.[0];
    if (!rules || !target) throw new UsageError('--apply needs --rules <SNS> and --out <file>');
    const tree = await readSns(rules);
    const problems = validateSnsTree(tree);
    if (problems.length) throw new UsageError(problems.map((p) => p.message).join(' '));
    writeFileSync(target, setBrexSns(readFileSync(apply), tree, xmldomParser).bytes);
    out(`${apply} with the SNS written to ${target}`);
    return EXIT.ok;
  }
  const id = positional[0];
  if (!id) {
    for (const s of MAINTAINED_SNS) out(`${s.id.padEnd(32)}${s.name}`);
    return EXIT.ok;
  }
  print(await readSns(id));
  return EXIT.ok;
}

function snsChangeOf(flags: ReadonlyMap<string, string[]>): SnsChange {
  const retitle = flags.get('--retitle')?.[0];
  const renumber = flags.get('--renumber')?.[0];
  if (retitle && renumber) throw new UsageError('--retitle or --renumber, one at a time');
  if (retitle) {
    const title = flags.get('--title')?.[0];
    if (title === undefined) throw new UsageError('--retitle needs --title <text>');
    return { kind: 'retitle', sns: retitle, title };
  }
  const code = flags.get('--code')?.[0];
  if (!renumber || code === undefined) throw new UsageError('--renumber needs --code <code>');
  return { kind: 'renumber', sns: renumber, code };
}

/** One node of the project's SNS changed in its project BREX, as SNS Management does. */
async function changeProjectSns(
  flags: ReadonlyMap<string, string[]>,
  positional: readonly string[],
  out: (s: string) => void,
): Promise<number> {
  const change = snsChangeOf(flags);
  const folder = requiredArgument(positional, 'give the project folder (with project.json)');
  const project = await loadProjectDir([folder]);
  if (!project.settings) throw new UsageError(`${folder} has no project.json`);
  if (project.settings.sns.kind !== 'project' || project.settings.brex.kind !== 'project')
    throw new UsageError(
      'the project follows no SNS of its own (a maintained SNS or none): build one with sns --apply first',
    );
  const code = projectBrexCode(project.settings);
  const row = project.rows.find((r) => r.c === code);
  const brex = row && project.bytes.get(row.k);
  if (!brex) throw new UsageError(`the project BREX ${code} is not in ${folder}`);
  const date = flags.get('--date')?.[0];
  const made = changeBrexSns(brex, change, project.rows, {
    parser: xmldomParser,
    ...(date ? { date } : {}),
  });
  const carriers = made.carriers;
  if (!made.ok) {
    out(`REFUSED ${made.message}`);
  } else if ('bytes' in made) {
    const target = flags.get('--out')?.[0] ?? join(folder, made.fileName);
    writeFileSync(target, made.bytes);
    out(made.summary);
    out(`${made.fileName} written to ${target}`);
  }
  if (flags.has('--list')) for (const c of carriers) out(`CARRIES ${c.code}  ${c.title}`);
  else if (carriers.length)
    out(`${carriers.length} data module(s) carry ${change.sns}: --list names them`);
  return made.ok ? EXIT.ok : EXIT.findings;
}
