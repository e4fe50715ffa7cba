import { PROJECT_ISSUES, type ProjectIssue } from '../../csdb/project-settings';
import { readDmlList, type DmlList } from '../../planning/dml-entries';
import { mergeDmls, mergeReportText } from '../../planning/dmrl-merge';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, UsageError } from './args';

export const DMRL_MERGE_USAGE = `ips-s1000d dmrl-merge [-o <file>] [--report <file>] [--date YYYY-MM-DD] <base DML> <DML>...
  Merges DMLs into the next in-work issue of the first (the base): each later list's entries
  apply in order by dmlEntryType (n adds, c replaces, d deletes). Prints the diff report
  (added, changed, deleted, duplicate, conflict) and the DML rules the merged list breaks;
  -o writes the merged DML. Exit: 0, 1 conflicts or rule findings`;

export function runDmrlMerge(
  argv: readonly string[],
  out: (s: string) => void,
  write: (path: string, text: string) => void,
): number {
  const { flags, positional } = parseArgs(argv, ['-o', '--report', '--date']);
  if (positional.length < 2) throw new UsageError('give the base DML and at least one to merge');
  const lists: DmlList[] = [];
  let issue: ProjectIssue = '6';
  for (const [i, path] of positional.entries()) {
    const xml = readXmlFile(path);
    const list = readDmlList(xml);
    if (!list) throw new UsageError(`${path} is not a DML (Issue 4.0 or later)`);
    if (i === 0 && (PROJECT_ISSUES as readonly string[]).includes(xml.issue ?? ''))
      issue = xml.issue as ProjectIssue;
    lists.push(list);
  }
  const date = flags.get('--date')?.[0] ?? new Date().toISOString().slice(0, 10);
  const result = mergeDmls(lists, { issue, date });
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
