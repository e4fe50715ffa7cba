import type { S1000dXml } from '../xml/load-xml';
import { descendants } from '../xml/dom-query';
import { disallowedValue, disallowedValues } from './allowed-values';
import {
  propertyKey,
  readAct,
  readCct,
  readPct,
  type ApplicProperty,
  type ProductInstance,
} from './applic-tables';
import { filterForProduct } from './filter-applic';

/** Which check found it: s1kd-appcheck's -s (declared), values, -t (products), default (used values). */
export type AppcheckKind = 'undeclared' | 'value' | 'pct' | 'product' | 'used-values';

export type AppcheckFinding = {
  object: string;
  kind: AppcheckKind;
  message: string;
  line?: number;
  /** The product (PCT id, or the values tried) the filter failed for. */
  product?: string;
};

export type AppcheckTables = {
  properties: ApplicProperty[];
  products: { name: string; product: ProductInstance }[];
  /** The PCT's file name, to report its bad values against. */
  pctName?: string;
  pct?: S1000dXml;
};

export type AppcheckReport = {
  /** Every object checked, with its findings (none: it passed). */
  objects: { name: string; findings: AppcheckFinding[] }[];
  /** Findings on the PCT's own values. */
  pct: AppcheckFinding[];
  products: number;
  findings: number;
};

/** At most this many combinations of used values per object, as a guard on wide objects. */
export const MAX_COMBINATIONS = 256;

/** The applicability tables among a project's objects: every ACT, CCT and PCT. */
export function appcheckTables(
  objects: readonly { name: string; xml: S1000dXml }[],
): AppcheckTables {
  const tables: AppcheckTables = { properties: [], products: [] };
  for (const { name, xml } of objects) {
    if (xml.type === 'act') tables.properties.push(...readAct(xml));
    if (xml.type === 'cct') tables.properties.push(...readCct(xml));
    if (xml.type === 'pct') {
      tables.pctName = name;
      tables.pct = xml;
      readPct(xml).forEach((product, i) =>
        tables.products.push({ name: product.id ?? `product ${i + 1}`, product }),
      );
    }
  }
  return tables;
}

/**
 * Checks applicability as s1kd-appcheck does with -s and -t, plus the values themselves: every
 * asserted property is declared in the ACT/CCT with a value it allows; every product of the
 * PCT has declared, allowed values; and, filtered for every product (or, with no PCT, for every
 * combination of the values the object uses), no reference is left pointing at removed content.
 */
export function appcheck(
  objects: readonly { name: string; xml: S1000dXml }[],
  tables: AppcheckTables,
  onProgress?: (done: number, total: number) => void,
): AppcheckReport {
  const declared = new Map(tables.properties.map((p) => [propertyKey(p.type, p.ident), p]));
  const pct = tables.pct && tables.pctName ? checkPct(tables.pct, tables.pctName, declared) : [];
  const checked = objects.filter(({ xml }) => !['act', 'cct', 'pct'].includes(xml.type));
  const report: AppcheckReport = {
    objects: [],
    pct,
    products: tables.products.length,
    findings: 0,
  };
  checked.forEach(({ name, xml }, i) => {
    const findings = checkObject(name, xml, tables, declared);
    report.objects.push({ name, findings });
    report.findings += findings.length;
    onProgress?.(i + 1, checked.length);
  });
  report.findings += pct.length;
  return report;
}

function checkPct(
  pct: S1000dXml,
  name: string,
  declared: Map<string, ApplicProperty>,
): AppcheckFinding[] {
  const findings: AppcheckFinding[] = [];
  descendants(pct.document, 'product').forEach((product, i) => {
    const productName = product.getAttribute('id') ?? `product ${i + 1}`;
    for (const assign of descendants(product, 'assign')) {
      const ident = assign.getAttribute('applicPropertyIdent') ?? '';
      const type = assign.getAttribute('applicPropertyType') ?? 'prodattr';
      const value = assign.getAttribute('applicPropertyValue') ?? '';
      const property = declared.get(propertyKey(type, ident));
      const line = pct.lines.lineOf(assign);
      const reason = property
        ? disallowedValue(value, property)
        : `${tableOf(type)} does not declare ${what(type)} "${ident}"`;
      if (reason)
        findings.push({
          object: name,
          kind: 'pct',
          message: `Product ${productName}: ${ident} ${reason}.`,
          product: productName,
          ...(line ? { line } : {}),
        });
    }
  });
  return findings;
}

function checkObject(
  name: string,
  xml: S1000dXml,
  tables: AppcheckTables,
  declared: Map<string, ApplicProperty>,
): AppcheckFinding[] {
  const findings: AppcheckFinding[] = [];
  const asserts = descendants(xml.document, 'assert').filter((a) =>
    a.hasAttribute('applicPropertyIdent'),
  );
  const reported = new Set<string>();
  for (const assert of asserts) {
    const ident = assert.getAttribute('applicPropertyIdent')!;
    const type = assert.getAttribute('applicPropertyType') ?? 'prodattr';
    const values = assert.getAttribute('applicPropertyValues') ?? '';
    const key = `${propertyKey(type, ident)}=${values}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const line = xml.lines.lineOf(assert);
    const at = line ? { line } : {};
    const property = declared.get(propertyKey(type, ident));
    if (!property) {
      findings.push({
        object: name,
        kind: 'undeclared',
        message: `Applicability asserts ${what(type)} "${ident}", which the ${tableOf(type)} does not declare.`,
        ...at,
      });
      continue;
    }
    for (const reason of disallowedValues(values, property))
      findings.push({ object: name, kind: 'value', message: `${ident}: ${reason}.`, ...at });
  }
  const annotated = descendants(xml.document, '*').some((e) => e.hasAttribute('applicRefId'));
  if (!annotated) return findings;
  const products = tables.products.length
    ? tables.products.map((p) => ({ ...p, kind: 'product' as const }))
    : usedValueCombinations(asserts).map((p) => ({ ...p, kind: 'used-values' as const }));
  const seen = new Set<string>();
  for (const { name: productName, product, kind } of products) {
    for (const d of filterForProduct(xml, product).dangling) {
      const key = `${productName} ${d.path} ${d.target}`;
      if (seen.has(key)) continue;
      seen.add(key);
      findings.push({
        object: name,
        kind,
        message: `For ${productName}: <${d.element} ${d.attribute}="${d.target}"> points at content this product removes.`,
        product: productName,
        ...(d.line ? { line: d.line } : {}),
      });
    }
  }
  return findings;
}

/**
 * s1kd-appcheck's default check: every combination of the values an object asserts for the
 * properties it uses (a range counts by its ends), as ad-hoc products.
 */
export function usedValueCombinations(
  asserts: readonly Element[],
): { name: string; product: ProductInstance }[] {
  const used = new Map<string, Set<string>>();
  for (const a of asserts) {
    const key = propertyKey(
      a.getAttribute('applicPropertyType') ?? 'prodattr',
      a.getAttribute('applicPropertyIdent') ?? '',
    );
    const values = used.get(key) ?? new Set<string>();
    for (const alternative of (a.getAttribute('applicPropertyValues') ?? '').split('|'))
      for (const end of alternative.split('~')) if (end) values.add(end);
    used.set(key, values);
  }
  let combos: Map<string, string>[] = [new Map()];
  for (const [key, values] of used) {
    combos = combos.flatMap((c) => [...values].map((v) => new Map([...c, [key, v]])));
    if (combos.length > MAX_COMBINATIONS) combos = combos.slice(0, MAX_COMBINATIONS);
  }
  return combos
    .filter((c) => c.size > 0)
    .map((values) => ({
      name: [...values].map(([k, v]) => `${k.split('/')[1]}=${v}`).join(', '),
      product: { values },
    }));
}

const tableOf = (type: string) => (type === 'condition' ? 'CCT' : 'ACT');
const what = (type: string) => (type === 'condition' ? 'condition' : 'product attribute');
