import type { CliIo } from './cli-io';
import { analyzePublication, publicationReportCsv } from '../../publication/analyze-publication';
import { readXmlFile } from '../read-xml-file';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';
import { loadProjectDir } from './project-dir';

export const PM_ANALYZE_USAGE = `ips-s1000d pm-analyze [--project <folder>] [--json | --csv] <PM file>
  The publication analyzer: entries, references, depth, pmEntryType, information code and
  schema counts, unresolved references (missing, other issue), duplicates, data modules no
  publication lists, where-used, and the file name against the PM's own pmCode.
Exit: 0 nothing to fix, 1 unresolved references, duplicates or a file name mismatch`;

export async function runPmAnalyze(argv: readonly string[], { out }: CliIo) {
  const { flags, positional } = parseArgs(argv, ['--project']);
  const file = requiredArgument(positional, 'no publication module given');
  const xml = readXmlFile(file, { parser: xmldomParser });
  if (xml.type !== 'publicationModule')
    throw new UsageError(`${xml.fileName} is not a publication module`);
  const folder = flags.get('--project')?.[0];
  const rows = folder ? (await loadProjectDir([folder])).rows : [];
  const report = analyzePublication(xml, rows);
  if (flags.has('--json')) out(JSON.stringify(report, null, 2));
  else if (flags.has('--csv')) out(publicationReportCsv(report).trimEnd());
  else {
    const c = report.counts;
    out(`${report.code} ${report.issue ?? ''} ${report.title}`);
    out(
      `${c.entries} entries (depth ${report.depth}), ${c.dmRefs} dmRef, ${c.pmRefs} pmRef, ${c.externalPubRefs} externalPubRef`,
    );
    if (report.expectedFileName)
      out(`FILE NAME ${report.fileName} should be ${report.expectedFileName}`);
    for (const u of report.unresolved)
      out(
        `${u.problem === 'missing' ? 'MISSING' : 'OTHER ISSUE'} ${u.ref}${u.found ? ` (found ${u.found.join(', ')})` : ''}`,
      );
    for (const d of report.duplicates) out(`DUPLICATE ${d.code} x${d.count}`);
    for (const o of report.orphans) out(`IN NO PUBLICATION ${o.code} ${o.title}`);
  }
  return report.unresolved.length || report.duplicates.length || report.expectedFileName
    ? EXIT.findings
    : EXIT.ok;
}
