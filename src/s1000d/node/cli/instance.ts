import type { CliIo } from './cli-io';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { productFromAssignments, readPct, type ProductInstance } from '../../applic/applic-tables';
import { splitExtension } from '../../codes/extension-code';
import { parsePmCode } from '../../codes/pm-code';
import { instancePublication } from '../../publication/pm-instance';
import { decodeXmlBytes } from '../../xml/decode-xml-bytes';
import { loadXml, type S1000dXml } from '../../xml/load-xml';
import { readXmlFile } from '../read-xml-file';
import { xmldomParser } from '../xmldom-parser';
import { EXIT, parseArgs, UsageError } from './args';
import { readInputs } from './read-inputs';

export const INSTANCE_USAGE = `ips-s1000d instance -e <CAGE>-<code> [-c <PMC>] (-P <PCT> [-p <n|id>] | -s <ident[:type]=value>...)
                    [--label <text>] [-O <dir>] <publication module> <data module or folder>...
  A customer instance of a publication module and its data modules for one product, as
  s1kd-instance: what does not apply removed, applicability resolved, each instance named by
  the extension (DME/PME; -c gives the PM a new code instead) and pointing at its master in
  sourceDmIdent/sourcePmIdent. -O writes the files (default: report only).
Exit: 0, 1 references left dangling or missing, or an instance that cannot be made (each named)`;

export function runInstance(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, ['-e', '-c', '-P', '-p', '-s', '--label', '-O']);
  const value = (name: string) => flags.get(name)?.[0];
  const [pmPath, ...modulePaths] = positional;
  if (!pmPath) throw new UsageError('no publication module given');
  const extension = splitExtension(`${value('-e') ?? ''}-x`);
  if (!extension.ok)
    throw new UsageError('-e needs the extension as <CAGE>-<code>, e.g. C3002-BT0643');
  const pmCode = value('-c') ? parsePmCode(value('-c')!) : undefined;
  if (pmCode && !pmCode.ok) throw new UsageError(pmCode.error);
  const { product, label } = productOf(value('-P'), value('-p'), flags.get('-s') ?? []);
  const modules: S1000dXml[] = readInputs(modulePaths).flatMap((f) => {
    if (!/\.xml$/i.test(f.path)) return [];
    return [loadXml(decodeXmlBytes(f.bytes), { parser: xmldomParser, fileName: f.path })];
  });
  const made = instancePublication({
    pm: readXmlFile(pmPath),
    modules,
    product,
    label: value('--label') ?? label,
    extension: extension.value.extension,
    ...(pmCode?.ok ? { pmCode: pmCode.value } : {}),
  });
  if (!made.ok) {
    for (const p of made.problems) out(`PROBLEM: ${p}`);
    return EXIT.findings;
  }
  const dir = value('-O');
  if (dir) mkdirSync(dir, { recursive: true });
  for (const file of [made.pm, ...made.modules]) {
    if (dir) write(join(dir, file.fileName), file.xml);
    out(`${file.fileName} (from ${file.source})`);
  }
  for (const code of made.notApplicable) out(`NOT APPLICABLE ${code}: left out`);
  for (const code of made.missing) out(`MISSING ${code}: not among the data modules given`);
  for (const d of made.dangling) out(`DANGLING ${d.object}: ${d.message}`);
  out(
    `${made.modules.length + 1} instance(s), ${made.removed} element(s) removed, ${made.resolved} annotation(s) resolved`,
  );
  return made.dangling.length || made.missing.length ? EXIT.findings : EXIT.ok;
}

function productOf(pct: string | undefined, which: string | undefined, assignments: string[]) {
  if (!pct) {
    if (assignments.length === 0) throw new UsageError('choose a product: -P <PCT> or -s values');
    return { product: productFromAssignments(assignments), label: assignments.join(', ') };
  }
  const products = readPct(readXmlFile(pct));
  const n = Number(which ?? '1');
  const product: ProductInstance | undefined =
    products.find((p) => p.id === which) ?? (Number.isInteger(n) ? products[n - 1] : undefined);
  if (!product) throw new UsageError(`no product ${which ?? '1'} in the PCT`);
  const values = [...product.values].map(([k, v]) => `${k.split('/')[1]} ${v}`).join(', ');
  return { product, label: product.id ?? values };
}
