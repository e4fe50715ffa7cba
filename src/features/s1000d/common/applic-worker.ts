/// <reference lib="webworker" />
import { expose, type ProxyOrClone } from 'comlink';
import {
  readActModel,
  readCctModel,
  writeActModel,
  writeCctModel,
  type AttributeDef,
  type CctModel,
} from '../../../s1000d/applic/act-cct-model.ts';
import { appcheck, appcheckTables, type AppcheckReport } from '../../../s1000d/applic/appcheck.ts';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import type { ApplicNode } from '../../../s1000d/applic/applic-statement.ts';
import { newApplicTable } from '../../../s1000d/applic/new-applic-table.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { generateDisplayText } from '../../../s1000d/applic/display-text.ts';
import { filterForProduct, type DanglingRef } from '../../../s1000d/applic/filter-applic.ts';
import {
  applicTargets,
  writeApplic,
  type ApplicTarget,
  type ApplicTargetChoice,
} from '../../../s1000d/applic/write-applic.ts';
import { decodeXmlBytes } from '../../../s1000d/xml/decode-xml-bytes.ts';
import { descendants, textOf } from '../../../s1000d/xml/dom-query.ts';
import { loadXml } from '../../../s1000d/xml/load-xml.ts';
import { xmldomParser } from '../../../s1000d/xml/xmldom-parser.ts';
import { writtenIssueOf, type WrittenIssue } from './written-issue.ts';
import type { NamedBytes } from './named-objects.ts';

export type { WrittenIssue };

export type { NamedBytes } from './named-objects.ts';
/** A new table as stored, or (written null) every reason it cannot be made. */
export type NewTable = { written: WrittenIssue | null; problems: string[] };
/** A product as the page holds it: a name and its property key → value pairs. */
export type PlainProduct = { name: string; values: [string, string][] };
export type ApplicTablesView = { properties: ApplicProperty[]; products: PlainProduct[] };
export type HiddenContent = {
  label: string;
  applicRefId: string;
  displayText: string;
  line?: number;
};
export type WhatIf = { objectApplies: boolean; hidden: HiddenContent[]; dangling: DanglingRef[] };

const load = ({ name, bytes }: NamedBytes) =>
  loadXml(decodeXmlBytes(bytes), { parser: xmldomParser, fileName: name });

/** Applicability's heavy work off the page's thread (workers have no DOMParser: xmldom). */
const api = {
  tables(files: NamedBytes[]): ApplicTablesView {
    const tables = appcheckTables(files.map((f) => ({ name: f.name, xml: load(f) })));
    return {
      properties: tables.properties,
      products: tables.products.map((p) => ({ name: p.name, values: [...p.product.values] })),
    };
  },

  /** The ACT's and CCT's models, as the Attributes page edits them. */
  models(act: NamedBytes | null, cct: NamedBytes | null) {
    return {
      attributes: act ? readActModel(load(act)) : null,
      cct: cct ? readCctModel(load(cct)) : null,
    };
  },

  /** The edited ACT or CCT as its next in-work issue, with its listing row. */
  async writeTable(
    file: NamedBytes,
    model: { attributes: AttributeDef[] } | { cct: CctModel },
    reason: string,
  ): Promise<WrittenIssue> {
    const options = { parser: xmldomParser, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    const written =
      'attributes' in model
        ? writeActModel(file.bytes, model.attributes, options)
        : writeCctModel(file.bytes, model.cct, options);
    return writtenIssueOf(written);
  },

  /** A project's first ACT or CCT (decision 1023), or every reason it cannot be made. */
  async newTable(
    settings: ProjectSettings,
    techName: string,
    model: { attributes: AttributeDef[] } | { cct: CctModel },
    refs: { cct?: string; pct?: string; like?: string },
    date: string,
  ): Promise<NewTable> {
    const { like, ...others } = refs;
    const common = { settings, techName, date, refs: others, ...(like ? { like } : {}) };
    const made =
      'attributes' in model
        ? newApplicTable({ ...common, kind: 'act', attributes: model.attributes })
        : newApplicTable({ ...common, kind: 'cct', cct: model.cct });
    if (!made.ok) return { written: null, problems: made.problems };
    const bytes = new TextEncoder().encode(made.xml);
    return {
      problems: [],
      written: await writtenIssueOf({ bytes, fileName: made.fileName, issue: '000-01' }),
    };
  },

  targets(file: NamedBytes): ApplicTargetChoice[] {
    return applicTargets(load(file));
  },

  /** The statement written into the object as its next in-work issue, with its listing row. */
  async write(
    file: NamedBytes,
    statement: ApplicNode,
    displayText: string,
    target: ApplicTarget,
    reason: string,
  ): Promise<WrittenIssue> {
    const written = writeApplic(file.bytes, statement, displayText, target, {
      parser: xmldomParser,
      ...(reason.trim() ? { reasons: [{ text: reason.trim() }] } : {}),
    });
    return writtenIssueOf(written);
  },

  /** What a product would hide in the object, and which references would break. */
  whatIf(file: NamedBytes, values: [string, string][], properties: ApplicProperty[]): WhatIf {
    const xml = load(file);
    const result = filterForProduct(xml, { values: new Map(values) });
    const applics = new Map(
      descendants(xml.document, 'applic').map((a) => [a.getAttribute('id') ?? '', a]),
    );
    const labels = new Map(applicTargets(xml).map((t) => [t.index, t.label]));
    const all = descendants(xml.document, '*');
    return {
      objectApplies: result.objectApplies,
      hidden: result.removed.map((r) => {
        const applic = applics.get(r.applicRefId);
        return {
          label:
            labels.get(r.index) ??
            `${all[r.index]?.localName ?? r.path}: ${textOf(all[r.index]).slice(0, 70)}`,
          applicRefId: r.applicRefId,
          displayText: applic ? generateDisplayText(applic, properties) : '',
          ...(r.line ? { line: r.line } : {}),
        };
      }),
      dangling: result.dangling,
    };
  },

  appcheck(
    files: NamedBytes[],
    onProgress: ProxyOrClone<(done: number, total: number) => void>,
  ): AppcheckReport {
    const objects = files.map((f) => ({ name: f.name, xml: load(f) }));
    return appcheck(
      objects,
      appcheckTables(objects),
      (done, total) => void onProgress(done, total),
    );
  },
};

export type ApplicWorkerApi = typeof api;
expose(api);
