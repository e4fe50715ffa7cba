import type { CliIo } from './cli-io';
import { basename } from 'node:path';
import { appcheck, appcheckTables } from '../../applic/appcheck';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, UsageError } from './args';
import { expandPaths, loadObjects } from './load-files';

export const APPCHECK_USAGE = `ips-s1000d appcheck [-A <ACT>] [-C <CCT>] [-P <PCT>] [--json] <objects or folders>...
  Checks applicability as s1kd-appcheck -s -t does: every asserted property declared in the
  ACT/CCT with a value they allow, every PCT product's values allowed, and every object filtered
  for every PCT product (without a PCT: every combination of the values it uses) keeps every
  reference target. ACT, CCT and PCT are found among the objects unless given.
  Exit: 0 passed, 1 findings, 2 an object could not be read`;

/** s1kd-appcheck over files: one line per finding ("file:line: message"), then a summary. */
export function runAppcheck(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-A', '-C', '-P']);
  if (positional.length === 0) throw new UsageError('give the objects or folders to check');
  const loaded = loadObjects(expandPaths(positional));
  for (const e of loaded.errors) out(`${basename(e.path)}: UNREADABLE ${e.message}`);
  const given = ['-A', '-C', '-P'].flatMap((f) => flags.get(f) ?? []).map((p) => readXmlFile(p));
  const named = (xml: (typeof given)[number]) => ({ name: basename(xml.fileName), xml });
  const objects = loaded.objects.map(named);
  const tables = appcheckTables(
    given.length
      ? [...given.map(named), ...objects.filter((o) => !given.some((g) => g.type === o.xml.type))]
      : objects,
  );
  const report = appcheck(objects, tables);
  if (flags.has('--json')) out(JSON.stringify(report, null, 2));
  else {
    for (const f of [...report.pct, ...report.objects.flatMap((o) => o.findings)])
      out(`${f.object}:${f.line ?? ''}: ${f.kind.toUpperCase()} ${f.message}`);
    const failed = report.objects.filter((o) => o.findings.length).length;
    out(
      `${report.objects.length} objects checked against ${report.products || 'the used values, no'} PCT products: ${failed} failed, ${report.pct.length} PCT findings.`,
    );
  }
  if (loaded.errors.length) return EXIT.unreadable;
  return report.findings ? EXIT.findings : EXIT.ok;
}
