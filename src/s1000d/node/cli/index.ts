import type { CliIo } from './cli-io';
import { writeFileSync } from 'node:fs';
import { EXIT, parseArgs, UsageError } from './args';
import { currentRows, planFromPaths } from './csdb-rows';

export const INDEX_USAGE = `ips-s1000d index [-o <rows.json>] <file, folder or ZIP>...
  Writes the listing rows a project would hold after uploading these files (one row per
  object, its current issue), as JSON. Files that would not be stored are reported.
Exit: 0 every file stored, 1 some not`;

export async function runIndex(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-o']);
  if (positional.length === 0) throw new UsageError('no files given');
  const decisions = await planFromPaths(positional);
  const json = JSON.stringify(currentRows(decisions), null, 1);
  const target = flags.get('-o')?.[0];
  if (target) writeFileSync(target, json);
  else out(json);
  const skipped = decisions.filter((d) => !d.write);
  for (const d of skipped) out(`NOT STORED ${d.message}`);
  return skipped.length ? EXIT.findings : EXIT.ok;
}
