import type { CliIo } from './cli-io';
import { basename } from 'node:path';
import { SchemaValidator } from '../../schemas/xsd-validator';
import { EXIT, parseArgs, UsageError } from './args';
import { loadSchemaSets } from './project-dir';
import { readInputs } from './read-inputs';

export const VALIDATE_USAGE = `ips-s1000d validate -s <schema set>... [--issue <issue>] [--json] <files or folders>...
  Validates objects against uploaded S1000D XSD sets (a ZIP of xml_schema_flat, or its folder):
  each object's xsi:noNamespaceSchemaLocation picks the set of its issue. Prints each error
  with its line. Exit: 0 all valid, 1 schema errors, 2 unreadable or not well-formed,
  3 a needed schema set is missing`;

export async function runValidate(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-s', '--schemas', '--issue']);
  const setPaths = [...(flags.get('-s') ?? []), ...(flags.get('--schemas') ?? [])];
  if (setPaths.length === 0) throw new UsageError('give the schema set with -s <zip or folder>');
  if (positional.length === 0) throw new UsageError('no object to validate');
  const validator = await SchemaValidator.create(
    loadSchemaSets(setPaths, flags.get('--issue')?.[0]),
  );
  const reports = readInputs(positional)
    .filter((f) => /\.xml$/i.test(f.path))
    .map((f) => validator.validate(basename(f.path), f.bytes));
  if (flags.has('--json')) out(JSON.stringify(reports, null, 2));
  else
    for (const r of reports) {
      out(`${r.object}: ${r.status === 'valid' ? 'VALID' : r.message}`);
      for (const e of r.errors) out(`  line ${e.line}: ${e.message}`);
    }
  const statuses = new Set(reports.map((r) => r.status));
  if (statuses.has('missingSet') || statuses.has('missingSchema')) return EXIT.brexNotFound;
  if (statuses.has('notWellFormed') || statuses.has('refused')) return EXIT.unreadable;
  return [...statuses].every((s) => s === 'valid') ? EXIT.ok : EXIT.findings;
}
