/// <reference lib="webworker" />
import { expose } from 'comlink';
import { configurationToProducts } from '../../../s1000d/applic/configuration-to-pct.ts';
import {
  applicTablesOf,
  defaultPctMapping,
  productNameOf,
  tableCodeOf,
  type ConfigModel,
  type PctMapping,
} from '../../../s1000d/applic/pct-mapping.ts';
import { pctToConfiguration, type PctImport } from '../../../s1000d/applic/pct-to-configuration.ts';
import { writePct } from '../../../s1000d/applic/write-pct.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';
import { randomToken } from '../../../lib/random-token.ts';
import { writtenIssueOf, type WrittenIssue } from '../common/written-issue.ts';
import type { NamedBytes } from '../common/named-objects.ts';

export type { NamedBytes } from '../common/named-objects.ts';
export type PctTables = { act: NamedBytes; cct: NamedBytes | null };
export type PctExportResult = {
  problems: string[];
  warnings: string[];
  products: number;
  written: WrittenIssue | null;
};

const load = ({ name, bytes }: NamedBytes) =>
  loadXml(decodeXmlBytes(bytes), { parser: xmldomParser, fileName: name });
const tablesOf = ({ act, cct }: PctTables) => applicTablesOf(load(act), cct ? load(cct) : null);
const newId = () => randomToken(10, 'abcdefghijklmnopqrstuvwxyz0123456789');

/** The PCT exchange's work off the page's thread (decision 1022). */
const api = {
  /** The ACT's attributes (id and name) and the mapping an author expects. */
  mapping(tables: PctTables) {
    const read = tablesOf(tables);
    return {
      attributes: read.attributes.map((a) => ({ ident: a.ident, name: a.name })),
      mapping: defaultPctMapping(read),
    };
  },

  /** The set as a PCT: the next issue of `pct`, or a new PCT coded like the ACT. */
  async exportPct(
    models: ConfigModel[],
    tables: PctTables,
    mapping: PctMapping,
    pct: NamedBytes | null,
    settings: ProjectSettings,
    date: string,
  ): Promise<PctExportResult> {
    const exported = configurationToProducts(models, tablesOf(tables), mapping);
    const result = { ...exported, products: exported.products.length, written: null };
    if (exported.problems.length) return result;
    const act = load(tables.act);
    const written = writePct(
      exported.products,
      pct
        ? { kind: 'issue', bytes: pct.bytes }
        : { kind: 'new', settings, techName: productNameOf(act), actCode: tableCodeOf(act) },
      { date, parser: xmldomParser, reason: 'Products from the configuration set' },
    );
    if (!written.ok) return { ...result, problems: written.problems };
    return { ...result, written: await writtenIssueOf(written) };
  },

  importPct(
    pct: NamedBytes,
    tables: PctTables,
    mapping: PctMapping,
    models: ConfigModel[],
  ): PctImport {
    const xml = load(pct);
    if (xml.type !== 'pct')
      return {
        models,
        changes: [],
        warnings: [],
        problems: [`${pct.name} is not a PCT (a prdcrossreftable data module).`],
      };
    return pctToConfiguration(xml, tablesOf(tables), mapping, models, newId);
  },
};

export type PctWorkerApi = typeof api;
expose(api);
