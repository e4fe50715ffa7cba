import type { CliIo } from './cli-io';
import { basename } from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BREX } from '../../brex/default-brex';
import { lookUpName, namesInXml, readBrexValueRules } from '../../schemas/name-lookup';
import { indexSchemaSet } from '../../schemas/xsd-model';
import { decodeXmlBytes } from '../../xml/decode-xml-bytes';
import { xmldomParser } from '../../xml/xmldom-parser';
import { EXIT, parseArgs, requiredArgument, UsageError } from './args';
import { defaultBrexDir } from './load-files';
import { loadSchemaSets } from './project-dir';
import { readInputs } from './read-inputs';

export const LOOKUP_USAGE = `ips-s1000d lookup [-s <schema set>] [--issue <issue>] [-d <folder>] [--json] <element or @attribute>
  Where an element may stand (schemas, parents), its content and attributes with their values
  (from the uploaded schema set), the default BREX rules about it (values, meanings,
  tailoring), and the objects of the folder that use it. Exit: 0 known, 1 unknown name`;

export async function runLookup(argv: readonly string[], { out }: CliIo): Promise<number> {
  const { flags, positional } = parseArgs(argv, ['-s', '--issue', '-d']);
  const name = requiredArgument(positional, 'give an element or @attribute name');
  const issue = (flags.get('--issue')?.[0] ?? '6') as keyof typeof DEFAULT_BREX;
  if (!(issue in DEFAULT_BREX)) throw new UsageError(`unknown issue ${issue}`);
  const sets = loadSchemaSets(flags.get('-s') ?? [], flags.get('--issue')?.[0]);
  const index = sets[0] ? indexSchemaSet(sets[0], xmldomParser) : undefined;
  const dir = defaultBrexDir(undefined);
  const file = readdirSync(dir).find((f) => f.startsWith(`${DEFAULT_BREX[issue].code}_`));
  const defaultBrex = file
    ? readBrexValueRules(decodeXmlBytes(readFileSync(join(dir, file))), xmldomParser)
    : [];
  const objectNames = new Map(
    readInputs(flags.get('-d') ?? [])
      .filter((f) => /\.xml$/i.test(f.path))
      .map((f) => [basename(f.path), namesInXml(decodeXmlBytes(f.bytes))] as const),
  );
  const found = lookUpName(name, { ...(index ? { index } : {}), defaultBrex, objectNames });
  if (flags.has('--json')) {
    out(JSON.stringify(found, null, 2));
  } else {
    out(`${found.kind === 'attribute' ? '@' : ''}${found.name} (${found.kind})`);
    if (found.schemas.length) out(`  schemas: ${found.schemas.join(', ')}`);
    if (found.parents.length) out(`  parents: ${found.parents.join(', ')}`);
    for (const m of found.models) {
      if (m.children.length)
        out(
          `  content (${m.content}): ${m.children.map((c) => `${c.name}${c.min === '0' ? '?' : ''}${c.max === 'unbounded' ? '*' : ''}`).join(', ')}`,
        );
      for (const a of m.attributes)
        out(
          `  @${a.name} ${a.use}${a.enumeration ? ` [${a.enumeration.join(' ')}]` : ''}${a.pattern ? ` /${a.pattern}/` : ''}`,
        );
    }
    for (const o of found.owners)
      out(
        `  on <${o.element}> ${o.attribute.use}${o.attribute.enumeration ? ` [${o.attribute.enumeration.join(' ')}]` : ''}`,
      );
    for (const r of found.defaultBrexRules) {
      out(`  default BREX ${r.ruleId ?? ''} ${r.objectPath}: ${r.objectUse}`.trimEnd());
      for (const v of r.values) out(`    ${v.value} (${v.tailoring}) ${v.meaning}`.trimEnd());
    }
    if (found.usedBy.length)
      out(
        `  used by ${found.usedBy.length} object(s): ${found.usedBy.slice(0, 10).join(', ')}${found.usedBy.length > 10 ? ' …' : ''}`,
      );
    if (found.suggestions.length) out(`  did you mean: ${found.suggestions.join(', ')}`);
  }
  const known =
    found.schemas.length +
    found.defaultBrexRules.length +
    found.usedBy.length +
    found.owners.length;
  return known ? EXIT.ok : EXIT.findings;
}
