import type { ApplicProperty, ApplicPropertyType } from './applic-tables';
import { readStatement, type ApplicNode } from './applic-statement';

/** One part of a property's format, as in a .disptext file: its name, literal text, its values. */
export type FormatPart = { name: true } | { text: string } | { values: true };

/** A .disptext property rule: its format and labels for single values. */
export type PropertyFormat = {
  ident: string;
  type: ApplicPropertyType;
  format?: readonly FormatPart[];
  labels?: Readonly<Record<string, string>>;
};

/**
 * How display text is written, with s1kd-aspp's .disptext defaults: " and ", " or ", "(" and
 * ")" around groups, ", " in sets, "-" in ranges, and "<name>: <values>" for every property.
 */
export type DisplayTextOptions = {
  and: string;
  or: string;
  set: string;
  range: string;
  openGroup?: string;
  closeGroup?: string;
  default?: readonly FormatPart[];
  properties?: readonly PropertyFormat[];
};

export const DEFAULT_FORMAT: readonly FormatPart[] = [
  { name: true },
  { text: ': ' },
  { values: true },
];

export const DEFAULT_DISPLAY_TEXT: DisplayTextOptions = {
  and: ' and ',
  or: ' or ',
  set: ', ',
  range: '-',
  openGroup: '(',
  closeGroup: ')',
};

/**
 * Display text of an applic statement: "<name>: <values>" per assert (displayName, else name,
 * else the ident), joined with and/or; a nested evaluate is wrapped in parentheses.
 */
export function generateDisplayText(
  el: Element,
  properties: readonly ApplicProperty[] = [],
  options: DisplayTextOptions = DEFAULT_DISPLAY_TEXT,
): string {
  const statement = readStatement(el);
  return statement ? displayTextOf(statement, properties, options) : '';
}

/** The same display text, from a statement tree (what the applicability builder edits). */
export function displayTextOf(
  node: ApplicNode,
  properties: readonly ApplicProperty[] = [],
  options: DisplayTextOptions = DEFAULT_DISPLAY_TEXT,
): string {
  return text(node, properties, options, 0);
}

function text(
  node: ApplicNode,
  properties: readonly ApplicProperty[],
  o: DisplayTextOptions,
  depth: number,
): string {
  if (node.kind === 'assert') {
    if (!node.ident) return node.text ?? '';
    const property = properties.find((p) => p.ident === node.ident && p.type === node.type);
    const rule = o.properties?.find((p) => p.ident === node.ident && p.type === node.type);
    const label = (value: string) => rule?.labels?.[value] ?? value;
    const values = node.values
      .split('|')
      .map((v) => v.split('~').map(label).join(o.range))
      .join(o.set);
    const name = property?.displayName || property?.name || node.ident;
    return (rule?.format ?? o.default ?? DEFAULT_FORMAT)
      .map((part) => ('text' in part ? part.text : 'name' in part ? name : values))
      .join('');
  }
  const inner = node.children
    .map((c) => text(c, properties, o, depth + 1))
    .join(node.andOr === 'or' ? o.or : o.and);
  return depth > 0 ? `${o.openGroup ?? '('}${inner}${o.closeGroup ?? ')'}` : inner;
}
