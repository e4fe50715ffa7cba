import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { mergeReportText } from '../../planning/dmrl-merge';
import { mergeDmlFiles } from '../../planning/merge-dml-files';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, issueDateOf, parseArgs, UsageError } from './args';

export const DMRL_MERGE_USAGE = `ips-s1000d dmrl-merge [-o <file>] [--report <file>] [--date YYYY-MM-DD] <base DML> <DML>...
  Merges DMLs into the next in-work issue of the first (the base): each later list's entries
  apply in order by dmlEntryType (n adds, c replaces, d deletes). Prints the diff report
  (added, changed, deleted, duplicate, conflict) and the DML rules the merged list breaks;
  -o writes the merged DML. Exit: 0, 1 conflicts or rule findings`;

export function runDmrlMerge(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-o', '--report', '--date']);
  if (positional.length < 2) throw new UsageError('give the base DML and at least one to merge');
  const date = issueDateOf(flags);
  const files = positional.map((path) => ({ name: basename(path), bytes: readFileSync(path) }));
  const merged = mergeDmlFiles(files, { date, parser: xmldomParser });
  if (!merged.ok) throw new UsageError(merged.problems.join(' '));
  const result = merged.result;
  const report = mergeReportText(result);
  out(report);
  const file = flags.get('-o')?.[0];
  if (file) {
    write(file, result.xml);
    out(`${file}: ${result.fileName}`);
  }
  const reportFile = flags.get('--report')?.[0];
  if (reportFile) write(reportFile, `${report}\n`);
  return result.conflicts || result.ruleFindings.length ? EXIT.findings : EXIT.ok;
}
