import type { CliIo } from './cli-io';
import { EXIT, parseArgs, UsageError } from './args';
import { planFromPaths } from './csdb-rows';
import type { ObjectListing } from '../../csdb/listing';
import { readFileSync } from 'node:fs';

export const UPLOAD_USAGE = `ips-s1000d upload [--index <rows.json>] [--json] <file, folder or ZIP>...
  Decides each file against a project's rows (default: an empty project), as the upload page
  does: added, new issue, earlier issue, identical (skipped), conflict, file name and code
  disagree (stored under its code), not S1000D, not well-formed, refused (limit named).
  Writes nothing. Exit: 0 all stored or identical, 1 some refused or not S1000D`;

const LABELS: Record<string, string> = {
  added: 'ADDED',
  newIssue: 'NEW ISSUE',
  olderIssue: 'EARLIER ISSUE',
  identical: 'IDENTICAL',
  conflict: 'CONFLICT',
  nameMismatch: 'NAME MISMATCH',
  notS1000d: 'NOT S1000D',
  notWellFormed: 'NOT WELL-FORMED',
  refused: 'REFUSED',
};

export async function runUpload(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['--index']);
  if (positional.length === 0) throw new UsageError('no files given');
  const index = flags.get('--index')?.[0];
  const rows = index ? (JSON.parse(readFileSync(index, 'utf8')) as ObjectListing[]) : [];
  const decisions = await planFromPaths(positional, rows);
  if (flags.has('--json')) {
    out(
      JSON.stringify(
        decisions.map(({ bytes: _bytes, ...d }) => d),
        null,
        2,
      ),
    );
  } else {
    for (const d of decisions) out(`${LABELS[d.outcome]} ${d.message}`);
    const counts = new Map<string, number>();
    for (const d of decisions) counts.set(d.outcome, (counts.get(d.outcome) ?? 0) + 1);
    out(
      `${decisions.length} file(s): ${[...counts].map(([o, n]) => `${n} ${LABELS[o]!.toLowerCase()}`).join(', ')}`,
    );
  }
  return decisions.some((d) => !d.write && d.outcome !== 'identical') ? EXIT.findings : EXIT.ok;
}
