import type { CliIo } from './cli-io';
import { diffBrex, summarizeBrex, type BrexSummary } from '../../brex/brex-summary';
import { readBrex } from '../../brex/read-brex';
import { brexInventory } from '../../csdb/brex-inventory';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, UsageError } from './args';
import { rowsFromArgs } from './csdb-rows';

export const BREX_INFO_USAGE = `ips-s1000d brex-info [--json] <brex>...
ips-s1000d brex-info --diff [--json] <earlier brex> <later brex>
  What a BREX holds (rules by kind, values, SNS, notations, narrative rules, severity levels,
  its parent), or what changed between two issues. Exit: 0 (--diff: 0 same, 1 different)`;

export const BREX_INVENTORY_USAGE = `ips-s1000d brex-inventory (--index <rows.json> | <folder or ZIP>...) [--json]
  Every BREX in reach of a project: those it holds and the S1000D default BREX named, each
  one's chain (default → organisation → project) and followers, and the brexDmRef that name
  a BREX (or an issue of one) the project does not hold. Exit: 0, 1 references missing`;

function summaryLines(s: BrexSummary): string[] {
  const c = s.counts;
  return [
    `${s.fileName}: ${s.code ?? '(no code)'}${s.issue ? ` (S1000D Issue ${s.issue})` : ''}`,
    `  parent: ${s.parent ?? 'none'}`,
    `  structure rules: ${c.structureRules} (must not exist ${c.mustNotExist}, must exist ${c.mustExist}, values only ${c.valuesOnly}); ${c.rulesWithValues} with ${c.values} values; ${c.schemaContexts} schema contexts`,
    `  SNS entries: ${c.snsEntries}; notation rules: ${c.notationRules}; narrative rules: ${c.narrativeRules}`,
    `  severity levels: ${
      Object.entries(s.severities)
        .map(([level, n]) => `${level} ${n}`)
        .join(', ') || 'none'
    }${s.defaultSeverity ? ` (default ${s.defaultSeverity})` : ''}`,
  ];
}

export function runBrexInfo(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, []);
  if (positional.length === 0) throw new UsageError('no BREX given');
  const rules = positional.map((p) => readBrex(readXmlFile(p)));
  const json = flags.has('--json');
  if (flags.has('--diff')) {
    if (rules.length !== 2) throw new UsageError('--diff compares two BREX');
    const diff = diffBrex(rules[0]!, rules[1]!);
    if (json) out(JSON.stringify(diff, null, 2));
    else {
      for (const a of diff.added) out(`+ ${a.label}: ${a.objectUse}`);
      for (const r of diff.removed) out(`- ${r.label}: ${r.objectUse}`);
      for (const c of diff.changed) {
        out(`~ ${c.label}`);
        for (const f of c.fields) out(`    ${f.field}: ${f.before} → ${f.after}`);
        for (const v of c.valuesAdded) out(`    + value ${v}`);
        for (const v of c.valuesRemoved) out(`    - value ${v}`);
      }
      for (const s of diff.snsAdded) out(`+ SNS ${s}`);
      for (const s of diff.snsRemoved) out(`- SNS ${s}`);
      for (const n of diff.notationsAdded) out(`+ notation ${n}`);
      for (const n of diff.notationsRemoved) out(`- notation ${n}`);
      for (const n of diff.notationsChanged) out(`~ notation ${n}`);
      for (const n of diff.narrativeAdded) out(`+ narrative: ${n}`);
      for (const n of diff.narrativeRemoved) out(`- narrative: ${n}`);
      if (diff.same) out('The rules are the same.');
    }
    return diff.same ? EXIT.ok : EXIT.findings;
  }
  const summaries = rules.map(summarizeBrex);
  if (json) out(JSON.stringify(summaries, null, 2));
  else for (const s of summaries) out(summaryLines(s).join('\n'));
  return EXIT.ok;
}

export async function runBrexInventory(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--index']);
  const inventory = brexInventory(await rowsFromArgs(flags, positional));
  if (flags.has('--json'))
    out(JSON.stringify({ ...inventory, chains: Object.fromEntries(inventory.chains) }, null, 2));
  else {
    for (const b of inventory.brex) {
      out(
        `${b.key} (${b.source}${b.issue ? `, issue ${b.issue}` : ''}): ${b.followers.length} follower(s)`,
      );
      out(`  chain: ${(inventory.chains.get(b.key) ?? []).join(' → ')}`);
    }
    for (const m of inventory.missing)
      out(
        `MISSING ${m.ref}${m.present.length ? ` (the project has issue ${m.present.join(', ')})` : ''}: named by ${m.from.join(', ')}`,
      );
    for (const k of inventory.noBrex) out(`NO BREX ${k}`);
  }
  return inventory.missing.length ? EXIT.findings : EXIT.ok;
}
