import type { CliIo } from './cli-io';
import { listRefs } from '../../refs/list-refs';
import { findUnresolvedRefs } from '../../refs/csdb-set';
import { EXIT, parseArgs, UsageError } from './args';
import { baseNames, expandPaths, loadObjects } from './load-files';

export const REFS_USAGE = `ips-s1000d refs [-u] [-d <folder>]... [--json] <object or folder>...
  Lists every dmRef, pmRef, commentRef, dmlRef and ICN reference.
  -u, --unmatched   only references to objects missing from the set (objects given + -d folders)
Exit: 0 ok, 1 unmatched references (with -u), 2 unreadable object`;

export function runRefs(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-d', '--dir']);
  if (positional.length === 0) throw new UsageError('no objects given');
  const targetPaths = expandPaths(positional);
  const setPaths = [
    ...targetPaths,
    ...expandPaths([...(flags.get('-d') ?? []), ...(flags.get('--dir') ?? [])]),
  ];
  const targets = loadObjects(targetPaths);
  for (const e of targets.errors) out(`ERROR: ${e.message}`);
  const json = flags.has('--json');
  if (flags.has('-u') || flags.has('--unmatched')) {
    const set = {
      objects: [
        ...targets.objects,
        ...loadObjects(setPaths.filter((p) => !targetPaths.includes(p))).objects,
      ],
      fileNames: baseNames(setPaths),
    };
    const names = new Set(targets.objects.map((o) => o.fileName));
    const unresolved = findUnresolvedRefs(set).filter((u) => names.has(u.from));
    if (json) out(JSON.stringify(unresolved, null, 2));
    else
      for (const u of unresolved)
        out(
          `${u.from}:${u.ref.line ?? ''}: ${u.problem === 'missing' ? 'MISSING' : 'OTHER ISSUE'} ${u.ref.code}${u.ref.issueInfo ? `_${u.ref.issueInfo.issueNumber}-${u.ref.issueInfo.inWork}` : ''}${u.found ? ` (found ${u.found.join(', ')})` : ''}`,
        );
    return targets.errors.length ? EXIT.unreadable : unresolved.length ? EXIT.findings : EXIT.ok;
  }
  const all = targets.objects.map((o) => ({ object: o.fileName, refs: listRefs(o) }));
  if (json) out(JSON.stringify(all, null, 2));
  else
    for (const { object, refs } of all)
      for (const r of refs) out(`${object}:${r.line ?? ''}: ${r.kind} ${r.code} (${r.context})`);
  return targets.errors.length ? EXIT.unreadable : EXIT.ok;
}
