import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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
import { EXIT, parseArgs, UsageError } from './args';
import { loadProjectDir, projectBrexText } from './project-dir';
import { projectSnsRules } from '../../sns/project-sns';

export const SNS_USAGE = `ips-s1000d sns [--brex | --csv] [<SNS>]
ips-s1000d sns --usage [--rules <SNS>] [--mode normal|strict|unstrict] <project folder>
ips-s1000d sns --from-pbs <pbs.json> [--brex | --csv]
ips-s1000d sns --apply <BREX file> --rules <SNS> --out <file>
  <SNS> is a maintained SNS id, a BREX file with snsRules, or a CSV (system, subsystem,
  subSubsystem, assembly, title). Without one, lists the eight maintained SNS. --usage counts
  a folder's data modules per SNS node (the project's SNS from project.json, or what the codes
  use) and lists those the rules do not have; --from-pbs builds an SNS from a product
  breakdown's items; --apply writes the SNS into a BREX's snsRules. Exit: 0, 1 modules
  outside the SNS or problems in it, 64 unknown SNS`;

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

export async function runSns(argv: readonly string[], out: (s: string) => void): Promise<number> {
  const { flags, positional } = parseArgs(argv, [
    '--rules',
    '--mode',
    '--from-pbs',
    '--apply',
    '--out',
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
