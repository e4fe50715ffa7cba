import type { CliIo } from './cli-io';
import { classifyFile, type Classification } from '../../csdb/classify';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, UsageError } from './args';
import { readInputs } from './read-inputs';

export const CLASSIFY_USAGE = `ips-s1000d classify [--json] <file or folder>...
  Tells what each file is (kind by root element or ICN code, codes from the XML and the file
  name, object key, issue) and prints its listing row; refuses hostile or oversized XML.
Exit: 0 all S1000D objects, 1 some not S1000D, not well-formed, refused or misnamed`;

export async function runClassify(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, []);
  if (positional.length === 0) throw new UsageError('no files given');
  const results: Classification[] = [];
  for (const input of readInputs(positional)) {
    results.push(await classifyFile(input.path, input.bytes, { parser: xmldomParser }));
  }
  if (flags.has('--json')) {
    const plain = results.map((r) => {
      if (r.status !== 'object') return r;
      const { xml: _xml, ...rest } = r;
      return rest;
    });
    out(JSON.stringify(plain, null, 2));
  } else {
    for (const r of results) {
      if (r.status !== 'object') {
        out(
          `${r.status === 'refused' ? 'REFUSED' : r.status === 'notWellFormed' ? 'NOT WELL-FORMED' : 'NOT S1000D'} ${r.message}`,
        );
        continue;
      }
      const issue = r.listing.i ? ` ${r.listing.i}${r.listing.w ? `-${r.listing.w}` : ''}` : '';
      out(`${r.fileName}: ${r.kind} ${r.listing.s ?? ''} ${r.key}${issue} "${r.listing.n}"`);
      if (r.mismatch) out(`  NAME MISMATCH: ${r.mismatch} (S1000D name ${r.s1000dName})`);
      for (const note of r.notes) out(`  NOTE: ${note}`);
    }
  }
  return results.some((r) => r.status !== 'object' || r.mismatch) ? EXIT.findings : EXIT.ok;
}
