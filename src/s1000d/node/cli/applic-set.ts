import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { readPct } from '../../applic/applic-tables';
import {
  productsApplying,
  setApplicInText,
  type ApplicPlace,
} from '../../authoring/applic-in-text';
import { xmldomParser } from '../../xml/xmldom-parser';
import { readXmlFile } from '../read-xml-file';
import { statementOfFlags } from './applic-write';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';

export const APPLIC_SET_USAGE = `ips-s1000d applic-set --statement <xml> (--module | --at <line>:<column>) --act <ACT> [--cct <CCT>] [--pct <PCT>] [-o <file>] <data module>
  What the module editor's applicability pick does: writes the statement (checked against the
  ACT/CCT, with s1kd-aspp's display text) as the module's applic (--module) or as a new applic
  of referencedApplicGroup that the content element at line:column points at; no new issue,
  everything else byte for byte. With --pct, prints for each product whether it applies.
  Output: -o <file> (then what was set, and the products), else the text on stdout. Exit: 0 written, 1 refused`;

const ANSWER = { true: 'applies', false: 'does not apply', unknown: 'unknown' } as const;

export function runApplicSet(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, [
    '--statement',
    '--at',
    '--act',
    '--cct',
    '--pct',
    '-o',
  ]);
  const file = requiredArgument(positional, 'give the data module');
  const { statement, properties } = statementOfFlags(flags);
  if (!properties.length) throw new UsageError('give the ACT (--act) and the CCT (--cct)');
  const text = readFileSync(file, 'utf8');
  const place = placeOf(text, flags.get('--at')?.[0], flags.has('--module'));
  let done;
  try {
    done = setApplicInText(text, statement, properties, place, xmldomParser);
  } catch (cause) {
    out(`REFUSED ${(cause as Error).message}`);
    return EXIT.findings;
  }
  const products = (flags.get('--pct') ?? []).flatMap((p) =>
    readPct(readXmlFile(p)).map((product, i) => ({
      name: product.id ?? `product ${i + 1}`,
      values: [...product.values],
    })),
  );
  const to = flags.get('-o')?.[0];
  if (!to) {
    out(done.text);
    return EXIT.ok;
  }
  write(to, done.text);
  out(
    `${done.element ? `${done.element} -> ${done.applicId}` : 'the module'}: ${done.displayText}`,
  );
  for (const p of productsApplying(statement, products, xmldomParser))
    out(`${p.name}: ${ANSWER[String(p.applies) as keyof typeof ANSWER]}`);
  return EXIT.ok;
}

/** --module, or --at line:column (1-based, as editors show them) turned into an offset. */
function placeOf(text: string, at: string | undefined, module: boolean): ApplicPlace {
  if (module) return { kind: 'module' };
  const m = at ? /^(\d+):(\d+)$/.exec(at) : null;
  if (!m) throw new UsageError('give --module or --at <line>:<column>');
  const lines = text.split('\n');
  const line = Number(m[1]);
  if (line < 1 || line > lines.length) throw new UsageError(`the text has ${lines.length} lines`);
  const before = lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0);
  return { kind: 'cursor', offset: before + Math.max(0, Number(m[2]) - 1) };
}
