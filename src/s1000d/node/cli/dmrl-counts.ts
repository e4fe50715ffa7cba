import type { CliIo } from './cli-io';
import { countDmrl } from '../../planning/dmrl-counts';
import { readDml } from '../../refs/dml';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, requiredArgument } from './args';

export const DMRL_COUNTS_USAGE = `ips-s1000d dmrl-counts [--json] <DML file>
  Counts what a DMRL asks for, for a budget: data modules by likely schema (from the
  information code), ICNs, and deleted or other entries. Exit: 0`;

export function runDmrlCounts(argv: readonly string[], { out }: CliIo): number {
  const { flags, positional } = parseArgs(argv, []);
  const file = requiredArgument(positional, 'no DML given');
  const counts = countDmrl(readDml(readXmlFile(file)));
  if (flags.has('--json')) out(JSON.stringify(counts, null, 2));
  else {
    out(`${file}: ${counts.dataModules} data module(s), ${counts.icns} ICN(s)`);
    for (const [schema, n] of Object.entries(counts.bySchema).sort((a, b) => b[1] - a[1]))
      out(`  ${schema.padEnd(22)} ${n}`);
    if (counts.deleted) out(`  deleted entries (not counted) ${counts.deleted}`);
    if (counts.otherEntries) out(`  other entries (PM, comment, DML) ${counts.otherEntries}`);
  }
  return EXIT.ok;
}
