import type { CliIo } from './cli-io';
import { readFileSync } from 'node:fs';
import { configurationToProducts } from '../../applic/configuration-to-pct';
import {
  applicTablesOf,
  CONFIG_FIELDS,
  defaultPctMapping,
  productNameOf,
  tableCodeOf,
  type ApplicTables,
  type ConfigField,
  type ConfigModel,
  type PctMapping,
} from '../../applic/pct-mapping';
import { pctToConfiguration } from '../../applic/pct-to-configuration';
import { writePct } from '../../applic/write-pct';
import { xmldomParser } from '../../xml/xmldom-parser';
import { readXmlFile } from '../read-xml-file';
import { EXIT, issueDateOf, parseArgs, UsageError } from './args';
import { PROJECT_FLAGS, projectSettingsOf } from './flag-settings';

const MAP_HELP = `  --map <field>=<attribute id> chooses the ACT attribute of a field (${CONFIG_FIELDS.join(', ')});
  <field>= leaves it out. Default: serial = the primary identifier, variantCode = version or
  variant (else model), variantName = model when it is free.`;

export const PCT_EXPORT_USAGE = `ips-s1000d pct-export --config <set.json> [--map <field>=<id>]... [--into <PCT>]
                 [--project <project.json> | --mic <MIC> --issuer <CAGE> --issue <issue>]
                 [--date YYYY-MM-DD] -o <file> <ACT> [<CCT>]
  Writes a configuration set (the product configurations page's models, as JSON) as a PCT:
  one product per serial number, assigning the mapped attributes and, for modifications
  the CCT declares as conditions, their embodied value. With --into, the PCT's next in-work
  issue; else a new PCT of the project pointing at the ACT.
${MAP_HELP}
  Exit: 0 written (warnings printed), 1 refused (each problem printed, nothing written)`;

export const PCT_IMPORT_USAGE = `ips-s1000d pct-import [--into <set.json>] [--map <field>=<id>]... [-o <set.json>] <PCT> <ACT> [<CCT>]
  Reads a PCT into a configuration set (merged into --into): prints what changes, warnings
  (values the ACT or CCT does not define) and problems; writes the set with -o.
${MAP_HELP}
  Exit: 0 imported, 1 refused (each problem printed, nothing written)`;

const WITH_VALUE = ['--config', '--map', '--into', ...PROJECT_FLAGS, '--date', '-o'];

function tablesOf(positional: readonly string[]): ApplicTables {
  const [act, cct] = positional;
  if (!act) throw new UsageError('give the ACT');
  const actXml = readXmlFile(act);
  if (actXml.type !== 'act') throw new UsageError(`${act} is not an ACT`);
  const cctXml = cct ? readXmlFile(cct) : null;
  if (cctXml && cctXml.type !== 'cct') throw new UsageError(`${cct} is not a CCT`);
  return applicTablesOf(actXml, cctXml);
}

function mappingOf(maps: readonly string[], tables: ApplicTables): PctMapping {
  const mapping = defaultPctMapping(tables);
  for (const map of maps) {
    const [field = '', ident = ''] = map.split('=');
    if (!(CONFIG_FIELDS as readonly string[]).includes(field))
      throw new UsageError(`--map ${map}: the field is one of ${CONFIG_FIELDS.join(', ')}`);
    mapping[field as ConfigField] = ident.trim();
  }
  return mapping;
}

/** A configuration set file: the page's models, alone or as { models }. */
function readModels(path: string): ConfigModel[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as unknown;
  const models = Array.isArray(parsed) ? parsed : (parsed as { models?: unknown }).models;
  if (!Array.isArray(models)) throw new UsageError(`${path} holds no list of models`);
  return models as ConfigModel[];
}

export function runPctExport(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, WITH_VALUE);
  const value = (name: string) => flags.get(name)?.[0];
  const config = value('--config');
  const to = value('-o');
  if (!config || !to) throw new UsageError('give --config <set.json> and -o <file>');
  const tables = tablesOf(positional);
  const exported = configurationToProducts(
    readModels(config),
    tables,
    mappingOf(flags.get('--map') ?? [], tables),
  );
  for (const w of exported.warnings) out(`WARNING ${w}`);
  const refuse = (problems: readonly string[]) => {
    for (const p of problems) out(`PROBLEM ${p}`);
    return EXIT.findings;
  };
  if (exported.problems.length) return refuse(exported.problems);
  const date = issueDateOf(flags);
  const into = value('--into');
  const act = readXmlFile(positional[0]!);
  const written = into
    ? writePct(
        exported.products,
        { kind: 'issue', bytes: new Uint8Array(readFileSync(into)) },
        { date, parser: xmldomParser },
      )
    : writePct(
        exported.products,
        {
          kind: 'new',
          settings: projectSettingsOf(value),
          techName: productNameOf(act),
          actCode: tableCodeOf(act),
        },
        { date },
      );
  if (!written.ok) return refuse(written.problems);
  write(to, written.bytes);
  out(`${written.fileName} (issue ${written.issue}): ${exported.products.length} product(s)`);
  return EXIT.ok;
}

export function runPctImport(argv: readonly string[], { out, write }: CliIo): number {
  const { flags, positional } = parseArgs(argv, WITH_VALUE);
  const [pctFile, ...rest] = positional;
  if (!pctFile) throw new UsageError('give the PCT, then its ACT');
  const pct = readXmlFile(pctFile);
  if (pct.type !== 'pct') throw new UsageError(`${pctFile} is not a PCT`);
  const tables = tablesOf(rest);
  const into = flags.get('--into')?.[0];
  let n = 0;
  const result = pctToConfiguration(
    pct,
    tables,
    mappingOf(flags.get('--map') ?? [], tables),
    into ? readModels(into) : [],
    () => `imported-${++n}`,
  );
  for (const c of result.changes) out(`CHANGE ${c}`);
  for (const w of result.warnings) out(`WARNING ${w}`);
  for (const p of result.problems) out(`PROBLEM ${p}`);
  if (result.problems.length) return EXIT.findings;
  const to = flags.get('-o')?.[0];
  if (to) write(to, JSON.stringify({ models: result.models }, null, 2));
  return EXIT.ok;
}
