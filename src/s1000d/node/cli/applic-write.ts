import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { readStatement } from '../../applic/applic-statement';
import { checkStatement } from '../../applic/check-statement';
import { displayTextOf } from '../../applic/display-text';
import { applicTargets, writeApplic, type ApplicTarget } from '../../applic/write-applic';
import { loadXml } from '../../xml/load-xml';
import { xmldomParser } from '../../xml/xmldom-parser';
import { readXmlFile } from '../read-xml-file';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';
import { propertiesOfFlags } from './applic-flags';

export const APPLIC_WRITE_USAGE = `ips-s1000d applic-write --statement <xml> (--object | --element <id>) [--act <ACT>] [--cct <CCT>] [--reason <text>] [-o <file>] <data module>
  Writes an applic statement (an <assert/> or <evaluate>…</evaluate>) into a data module, with
  display text generated as s1kd-aspp does: as the whole module's applic (--object) or as a new
  applic of referencedApplicGroup that the element with the id points at; the result is the
  module's next in-work issue, written to -o (default: its new file name's text on stdout).
  Properties are checked against the ACT/CCT given. Exit: 0 written, 1 the statement is refused`;

/** The --statement and the properties of the --act and --cct files (applic-write, applic-set). */
export function statementOfFlags(flags: ReadonlyMap<string, readonly string[]>) {
  const markup = flags.get('--statement')?.[0];
  if (!markup) throw new UsageError('give --statement and the data module');
  const statement = readStatement(
    loadXml(markup, { parser: xmldomParser }).document.documentElement,
  );
  if (!statement) throw new UsageError('--statement is not an <assert> or <evaluate>');
  return { statement, properties: propertiesOfFlags(flags) };
}

export function runApplicWrite(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, [
    '--statement',
    '--element',
    '--act',
    '--cct',
    '--reason',
    '-o',
  ]);
  const file = requiredArgument(positional, 'give --statement and the data module');
  const { statement, properties } = statementOfFlags(flags);
  if (properties.length) {
    const problems = checkStatement(statement, properties);
    for (const p of problems) out(`REFUSED ${p}`);
    if (problems.length) return EXIT.findings;
  }
  const bytes = new Uint8Array(readFileSync(file));
  let target: ApplicTarget = { kind: 'object' };
  const id = flags.get('--element')?.[0];
  if (id) {
    const found = applicTargets(readXmlFile(file)).find((t) => t.id === id);
    if (!found) {
      out(`REFUSED no element with id "${id}" that can carry applicability`);
      return EXIT.findings;
    }
    target = { kind: 'element', index: found.index, name: found.name };
  } else if (!flags.has('--object')) throw new UsageError('give --object or --element <id>');
  const reason = flags.get('--reason')?.[0];
  const written = writeApplic(bytes, statement, displayTextOf(statement, properties), target, {
    parser: xmldomParser,
    ...(reason ? { reasons: [{ text: reason }] } : {}),
  });
  const to = flags.get('-o')?.[0];
  if (to) {
    write(to, written.bytes);
    out(
      `${written.fileName} (issue ${written.issue})${written.applicId ? ` applic ${written.applicId}` : ''}`,
    );
  } else out(written.text);
  return EXIT.ok;
}
