import { formatDmCode, readDmCodeElement } from '../codes/dm-code';
import { childElement, descendants, textOf } from '../xml/dom-query';
import type { S1000dXml } from '../xml/load-xml';
import { readAct, readCct, type ApplicProperty } from './applic-tables';

/**
 * A configuration set as the product configurations page keeps it (decision 702): models by
 * model identification code, their variants, and serial-number ranges with the
 * modifications they embody. The engine's own copy of the shape: it depends on nothing else.
 */
export type ConfigRange = { id: string; from: string; to: string; modifications: string[] };
export type ConfigVariant = { id: string; code: string; name: string; ranges: ConfigRange[] };
export type ConfigModel = {
  id: string;
  modelIdentCode: string;
  name: string;
  variants: ConfigVariant[];
};

/** The fields of a configuration set a PCT product can carry, each in one ACT attribute. */
export const CONFIG_FIELDS = [
  'serial',
  'modelIdentCode',
  'modelName',
  'variantCode',
  'variantName',
] as const;
export type ConfigField = (typeof CONFIG_FIELDS)[number];
export const CONFIG_FIELD_LABELS: Record<ConfigField, string> = {
  serial: 'Serial number',
  modelIdentCode: 'Model identification code',
  modelName: 'Model name',
  variantCode: 'Variant code',
  variantName: 'Variant name',
};

/** Which ACT attribute (its id) carries each field; '' when the field is not exchanged. */
export type PctMapping = Record<ConfigField, string>;

/** The ACT and CCT a PCT is written for and read against. */
export type ApplicTables = {
  attributes: ApplicProperty[];
  conditions: ApplicProperty[];
  /** The ACT's primary identifier (productIdentifier="primary"), if it has one. */
  primary: string | null;
};

export function applicTablesOf(act: S1000dXml, cct: S1000dXml | null): ApplicTables {
  const primary = descendants(act.document, 'productAttribute').find(
    (a) => a.getAttribute('productIdentifier') === 'primary',
  );
  return {
    attributes: readAct(act),
    conditions: cct ? readCct(cct) : [],
    primary: primary?.getAttribute('id') ?? null,
  };
}

const named = (p: ApplicProperty, pattern: RegExp) => pattern.test(p.ident) || pattern.test(p.name);

/**
 * The mapping an author of the bike or demo sets expects (decision 1022): serial number to
 * the primary identifier; variant code to the attribute named version or variant, else model;
 * variant name to model when model does not already carry the variant code.
 */
export function defaultPctMapping(tables: ApplicTables): PctMapping {
  const find = (pattern: RegExp) => tables.attributes.find((p) => named(p, pattern))?.ident ?? '';
  const variantCode = find(/^(version|variant)$/i) || find(/^model$/i);
  const model = find(/^model$/i);
  return {
    serial: tables.primary ?? find(/^serial/i),
    modelIdentCode: find(/^(mic|modelIdentCode|modelIdent)$/i),
    modelName: '',
    variantCode,
    variantName: model !== variantCode ? model : '',
  };
}

/** What is wrong with a mapping: attributes the ACT does not have, one attribute twice, no serial. */
export function checkPctMapping(mapping: PctMapping, tables: ApplicTables): string[] {
  const problems: string[] = [];
  const known = new Set(tables.attributes.map((a) => a.ident));
  if (!mapping.serial)
    problems.push(
      'Choose the ACT attribute that carries the serial number (the primary identifier).',
    );
  const used = new Map<string, ConfigField>();
  for (const field of CONFIG_FIELDS) {
    const ident = mapping[field];
    if (!ident) continue;
    if (!known.has(ident))
      problems.push(
        `The ACT has no attribute "${ident}" (chosen for the ${CONFIG_FIELD_LABELS[field].toLowerCase()}).`,
      );
    const other = used.get(ident);
    if (other)
      problems.push(
        `Attribute "${ident}" cannot carry both the ${CONFIG_FIELD_LABELS[other].toLowerCase()} and the ${CONFIG_FIELD_LABELS[field].toLowerCase()}.`,
      );
    used.set(ident, field);
  }
  return problems;
}

/** A condition's value for products that embody a modification, and for those that do not. */
export function modificationValues(condition: ApplicProperty): {
  embodied: string;
  notEmbodied: string | null;
} {
  const members = (condition.values ?? '').split('|').filter(Boolean);
  const lows = members.map((m) => m.split('~')[0]!);
  if (!lows.length) return { embodied: 'post', notEmbodied: 'pre' };
  const embodied = lows.find((v) => EMBODIED.test(v)) ?? lows.at(-1)!;
  const notEmbodied = lows.find((v) => NOT_EMBODIED.test(v)) ?? lows[0]!;
  return { embodied, notEmbodied: notEmbodied === embodied ? null : notEmbodied };
}

const EMBODIED = /^(post|true|yes|embodied|incorporated)/i;
const NOT_EMBODIED = /^(pre|false|no|not)/i;

/** Whether a product's condition value says it embodies the modification. */
export function isEmbodied(value: string, condition: ApplicProperty): boolean {
  if (EMBODIED.test(value)) return true;
  if (NOT_EMBODIED.test(value)) return false;
  return value === modificationValues(condition).embodied;
}

/** The techName of a table: the product's name, for a new configuration model. */
export const productNameOf = (xml: S1000dXml) =>
  textOf(childElement(xml.document.getElementsByTagName('dmTitle')[0], 'techName')).trim();

/** The table's own data module code (its first dmCode, in dmIdent), or '' when it has none. */
export function tableCodeOf(xml: S1000dXml): string {
  const el = xml.document.getElementsByTagName('dmCode')[0];
  const code = el ? readDmCodeElement(el) : undefined;
  return code ? formatDmCode(code) : '';
}
