import type { CliIo } from './cli-io';
import { buildRefGraph } from '../../csdb/ref-graph';
import { EXIT, parseArgs, UsageError } from './args';
import { rowsFromArgs } from './csdb-rows';

export const WHERE_USED_USAGE = `ips-s1000d where-used (--index <rows.json> | <folder or ZIP>...) [--json] <object key or code>
  Lists the objects that refer to an object (by key, e.g. DMC-…_EN-US, or by code).
Exit: 0 used somewhere, 1 not used`;

export const UNRESOLVED_USAGE = `ips-s1000d unresolved (--index <rows.json> | <folder or ZIP>...) [--object <key>] [--json]
  Lists references that point at nothing in the project, or at another issue, for one object
  or the whole project. Exit: 0 none, 1 some`;

export async function runWhereUsed(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--index']);
  const [target, ...paths] = positional;
  if (!target) throw new UsageError('no object given');
  const rows = await rowsFromArgs(flags, paths);
  const graph = buildRefGraph(rows);
  const keys = rows.filter((r) => r.k === target || r.c === target).map((r) => r.k);
  if (keys.length === 0) throw new UsageError(`no object ${target} in the project`);
  const uses = keys.flatMap((key) => (graph.usedBy.get(key) ?? []).map((u) => ({ key, ...u })));
  if (flags.has('--json')) out(JSON.stringify(uses, null, 2));
  else
    for (const u of uses) out(`${u.key} <- ${u.from} (${u.ref}${u.exact ? '' : ', other issue'})`);
  return uses.length ? EXIT.ok : EXIT.findings;
}

export async function runUnresolved(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--index', '--object']);
  const rows = await rowsFromArgs(flags, positional);
  const only = flags.get('--object')?.[0];
  const problems = buildRefGraph(rows).unresolved.filter((u) => !only || u.from === only);
  if (flags.has('--json')) out(JSON.stringify(problems, null, 2));
  else
    for (const p of problems)
      out(
        `${p.from}: ${p.problem === 'missing' ? 'MISSING' : 'OTHER ISSUE'} ${p.ref}${p.found ? ` (found ${p.found.join(', ')})` : ''}`,
      );
  return problems.length ? EXIT.findings : EXIT.ok;
}
