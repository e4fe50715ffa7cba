import { escapeXml } from '../xml/write-markup';
import { disallowedValue } from './allowed-values';
import type { ApplicProperty } from './applic-tables';
import {
  checkPctMapping,
  CONFIG_FIELD_LABELS,
  CONFIG_FIELDS,
  modificationValues,
  type ApplicTables,
  type ConfigField,
  type ConfigModel,
  type PctMapping,
} from './pct-mapping';
import { serialsOf } from './serial-ranges';

export type PctAssign = { ident: string; type: 'prodattr' | 'condition'; value: string };
export type PctProduct = { id: string; assigns: PctAssign[] };

/**
 * A configuration set as PCT products. `problems` refuse the export (nothing is written);
 * `warnings` name what the PCT holds that the ACT or CCT does not allow, or what it leaves out.
 */
export type PctExport = { products: PctProduct[]; problems: string[]; warnings: string[] };

/** A PCT lists products one by one; more than this is not a configuration set but a fleet. */
export const MAX_PCT_PRODUCTS = 5000;

/** The ACT's own spelling of a value that differs only in case (configuration codes are capitals). */
function spelled(value: string, property: ApplicProperty): string {
  if (!property.values || !disallowedValue(value, property)) return value;
  const members = property.values.split('|');
  return members.find((m) => !m.includes('~') && m.toLowerCase() === value.toLowerCase()) ?? value;
}

/**
 * Every serial number of every range becomes a product (s1kd-instance -P reads products one
 * by one) assigning the mapped fields and, for each modification of the set that the CCT
 * declares as a condition, its embodied or not-embodied value (decision 1022).
 */
export function configurationToProducts(
  models: readonly ConfigModel[],
  tables: ApplicTables,
  mapping: PctMapping,
): PctExport {
  const problems = checkPctMapping(mapping, tables);
  const warnings: string[] = [];
  const attributes = new Map(tables.attributes.map((a) => [a.ident, a]));
  const conditions = new Map(tables.conditions.map((c) => [c.ident.toUpperCase(), c]));
  const modifications = new Set(
    models.flatMap((m) => m.variants.flatMap((v) => v.ranges.flatMap((r) => r.modifications))),
  );
  const used: ApplicProperty[] = [];
  for (const code of [...modifications].sort()) {
    const condition = conditions.get(code.toUpperCase());
    if (condition) used.push(condition);
    else
      warnings.push(
        `Modification ${code} is not a condition of the CCT: the PCT does not say which products embody it.`,
      );
  }
  const unmapped = tables.attributes.filter(
    (a) => !CONFIG_FIELDS.some((f) => mapping[f] === a.ident),
  );
  if (unmapped.length)
    warnings.push(
      `No configuration field fills ${unmapped.map((a) => a.ident).join(', ')}: the products do not assign them.`,
    );
  if (problems.length) return { products: [], problems, warnings };

  const products: PctProduct[] = [];
  const seen = new Set<string>();
  for (const model of models)
    for (const variant of model.variants)
      for (const range of variant.ranges) {
        const serials = serialsOf(range, MAX_PCT_PRODUCTS - products.length);
        const where = `${model.modelIdentCode} ${variant.code}, serial numbers ${range.from} to ${range.to}`;
        if (!serials) {
          problems.push(
            `${where}: the range cannot be listed serial by serial (both ends numbers, or text ending in digits), or the PCT would hold more than ${MAX_PCT_PRODUCTS} products.`,
          );
          continue;
        }
        const fields: Record<ConfigField, string> = {
          serial: '',
          modelIdentCode: model.modelIdentCode,
          modelName: model.name,
          variantCode: variant.code,
          variantName: variant.name,
        };
        for (const serial of serials) {
          if (seen.has(serial)) {
            problems.push(`Serial number ${serial} is in more than one range (${where}).`);
            continue;
          }
          seen.add(serial);
          const assigns: PctAssign[] = [];
          for (const field of CONFIG_FIELDS) {
            const attribute = attributes.get(mapping[field]);
            const raw = field === 'serial' ? serial : fields[field];
            if (!attribute || !raw) continue;
            const value = spelled(raw, attribute);
            const why = disallowedValue(value, attribute);
            const note = `${CONFIG_FIELD_LABELS[field]} ${value} (${attribute.ident}): ${why}; appcheck will report it.`;
            if (why && !warnings.includes(note)) warnings.push(note);
            assigns.push({ ident: attribute.ident, type: 'prodattr', value });
          }
          for (const condition of used) {
            const { embodied, notEmbodied } = modificationValues(condition);
            const has = range.modifications.some(
              (m) => m.toUpperCase() === condition.ident.toUpperCase(),
            );
            const value = has ? embodied : notEmbodied;
            if (value !== null) assigns.push({ ident: condition.ident, type: 'condition', value });
          }
          products.push({ id: `prd-${serial}`, assigns });
        }
      }
  if (!products.length && !problems.length)
    problems.push('The configuration set has no serial-number ranges.');
  return { products: problems.length ? [] : products, problems, warnings };
}

/** The products as the content of productCrossRefTable. */
export function productsMarkup(products: readonly PctProduct[]): string {
  const lines = products.map(
    (p) =>
      `\n      <product id="${escapeXml(p.id)}">${p.assigns
        .map(
          (a) =>
            `\n        <assign applicPropertyIdent="${escapeXml(a.ident)}" applicPropertyType="${a.type}" applicPropertyValue="${escapeXml(a.value)}"/>`,
        )
        .join('')}\n      </product>`,
  );
  return `${lines.join('')}\n    `;
}
