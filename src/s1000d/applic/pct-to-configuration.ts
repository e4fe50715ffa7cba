import { disallowedValue } from './allowed-values';
import { propertyKey, readPct } from './applic-tables';
import type { S1000dXml } from '../xml/load-xml';
import { descendant } from '../xml/dom-query';
import {
  checkPctMapping,
  isEmbodied,
  productNameOf,
  type ApplicTables,
  type ConfigModel,
  type ConfigRange,
  type ConfigVariant,
  type PctMapping,
} from './pct-mapping';
import { rangesOfSerials, rangesOverlap, SERIAL_PATTERN, serialKind } from './serial-ranges';

/**
 * A PCT read into a configuration set: the merged models, what changes (for the preview),
 * warnings (values the ACT or CCT does not define, attributes the set has no place for) and
 * problems, any of which refuses the import: nothing is applied.
 */
export type PctImport = {
  models: ConfigModel[];
  changes: string[];
  warnings: string[];
  problems: string[];
};

/** Products without a variant attribute go to one variant of this code (decision 1022). */
export const ALL_PRODUCTS_VARIANT = 'ALL';

type Placed = {
  mic: string;
  modelName: string;
  code: string;
  name: string;
  serial: string;
  mods: string[];
};

const code = (value: string) => value.trim().toUpperCase();

function placeProducts(pct: S1000dXml, tables: ApplicTables, mapping: PctMapping) {
  const problems: string[] = [];
  const warnings = new Set<string>();
  const properties = new Map(
    [...tables.attributes, ...tables.conditions].map((p) => [propertyKey(p.type, p.ident), p]),
  );
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  const pctMic =
    descendant(pct.document.documentElement, ['dmCode'])?.getAttribute('modelIdentCode') ?? '';
  const productName = productNameOf(pct);
  const placed: Placed[] = [];
  readPct(pct).forEach((product, i) => {
    const value = (ident: string) =>
      ident ? (product.values.get(propertyKey('prodattr', ident)) ?? '') : '';
    const serial = code(value(mapping.serial));
    const label = `Product ${i + 1}${serial ? ` (${serial})` : product.id ? ` (${product.id})` : ''}`;
    for (const [key, v] of product.values) {
      const property = properties.get(key);
      const [type = '', ident = ''] = key.split('/');
      if (!property) {
        warnings.add(
          `${label}: ${ident} is not ${type === 'condition' ? 'a condition of the CCT' : 'an attribute of the ACT'}; it is not kept.`,
        );
        continue;
      }
      const why = disallowedValue(v, property);
      if (why) warnings.add(`${label}: ${ident} ${why}.`);
      if (property.type === 'prodattr' && !mapped.has(ident))
        warnings.add(
          `The configuration set has no place for ${ident} (${property.name}): its values are not imported.`,
        );
    }
    const mic = code(value(mapping.modelIdentCode)) || pctMic;
    const variant = mapping.variantCode ? code(value(mapping.variantCode)) : ALL_PRODUCTS_VARIANT;
    if (!serial) return problems.push(`${label} has no ${mapping.serial} (the serial number).`);
    if (!SERIAL_PATTERN.test(serial))
      return problems.push(
        `${label}: "${serial}" is not a serial number (1 to 20 capital letters, digits or hyphens).`,
      );
    if (!variant)
      return problems.push(`${label} has no ${mapping.variantCode} (the variant code).`);
    if (!SERIAL_PATTERN.test(variant))
      return problems.push(
        `${label}: "${variant}" is not a variant code (1 to 20 capital letters, digits or hyphens).`,
      );
    const mods = tables.conditions
      .filter((c) => {
        const v = product.values.get(propertyKey('condition', c.ident));
        return v !== undefined && isEmbodied(v, c);
      })
      .map((c) => code(c.ident));
    const badMod = mods.find((m) => !SERIAL_PATTERN.test(m));
    if (badMod)
      return problems.push(`${label}: condition ${badMod} cannot be a modification code.`);
    placed.push({
      mic,
      modelName: value(mapping.modelName).trim() || productName,
      code: variant,
      name: value(mapping.variantName).trim(),
      serial,
      mods: mods.sort(),
    });
  });
  return { placed, problems, warnings: [...warnings] };
}

/**
 * Reads a PCT into a configuration set (decision 1022): products grouped by model, variant
 * and the modifications they embody, consecutive serial numbers joined into ranges, merged
 * into the existing set (a range already there is not added twice; an overlapping one refuses).
 */
export function pctToConfiguration(
  pct: S1000dXml,
  tables: ApplicTables,
  mapping: PctMapping,
  existing: readonly ConfigModel[],
  newId: () => string,
): PctImport {
  const problems = checkPctMapping(mapping, tables);
  if (problems.length) return { models: [...existing], changes: [], warnings: [], problems };
  const read = placeProducts(pct, tables, mapping);
  problems.push(...read.problems);
  const warnings = read.warnings;
  const changes: string[] = [];
  const models = existing.map((m) => ({
    ...m,
    variants: m.variants.map((v) => ({ ...v, ranges: [...v.ranges] })),
  }));
  for (const group of groups(read.placed)) {
    const { mic, modelName, code: variantCode, name, mods } = group[0]!;
    if (!/^[A-Z0-9]{2,14}$/.test(mic)) {
      problems.push(
        `"${mic}" is not a model identification code (2 to 14 capital letters or digits).`,
      );
      continue;
    }
    let model = models.find((m) => m.modelIdentCode === mic);
    if (!model) {
      model = { id: newId(), modelIdentCode: mic, name: modelName, variants: [] };
      models.push(model);
      changes.push(`New model ${mic}${modelName ? ` (${modelName})` : ''}.`);
    }
    let variant: ConfigVariant | undefined = model.variants.find((v) => v.code === variantCode);
    if (!variant) {
      variant = { id: newId(), code: variantCode, name, ranges: [] };
      model.variants.push(variant);
      changes.push(`New variant ${variantCode}${name ? ` (${name})` : ''} of ${mic}.`);
    } else if (name && variant.name && name !== variant.name)
      warnings.push(
        `Variant ${variantCode} of ${mic} is named "${variant.name}" in the set and "${name}" in the PCT; the set's name is kept.`,
      );
    for (const { from, to } of rangesOfSerials(group.map((p) => p.serial))) {
      const range: ConfigRange = { id: newId(), from, to, modifications: mods };
      const where = `${mic} ${variantCode}, serial numbers ${from} to ${to}`;
      const same = variant.ranges.find(
        (r) => r.from === from && r.to === to && r.modifications.join() === mods.join(),
      );
      if (same) continue;
      const kind = variant.ranges[0] ? serialKind(variant.ranges[0].from) : serialKind(from);
      const overlap = variant.ranges.find((r) => rangesOverlap(r, range));
      if (serialKind(from) !== kind)
        problems.push(
          `${where}: the variant's ranges use serial numbers like ${variant.ranges[0]!.from}; these are of another kind.`,
        );
      else if (overlap)
        problems.push(
          `${where}: they overlap the range ${overlap.from} to ${overlap.to} already in the set.`,
        );
      else {
        variant.ranges.push(range);
        changes.push(`Add ${where}${mods.length ? `, embodying ${mods.join(', ')}` : ''}.`);
      }
    }
  }
  if (!problems.length && !changes.length)
    changes.push('Nothing changes: the set already holds every product of the PCT.');
  return { models, changes, warnings, problems };
}

/** Products of one model, variant and set of modifications, in the PCT's order. */
function groups(placed: readonly Placed[]): Placed[][] {
  const byKey = new Map<string, Placed[]>();
  for (const p of placed) {
    const key = [p.mic, p.code, p.mods.join(',')].join('\u0000');
    const group = byKey.get(key);
    if (group) group.push(p);
    else byKey.set(key, [p]);
  }
  return [...byKey.values()];
}
