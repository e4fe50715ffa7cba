import { loadXml } from '../xml/load-xml';
import type { XmlParser } from '../xml/xml-parser';
import { childElement, childElements, descendants, textOf } from '../xml/dom-query';
import type { AttributeModel, ElementModel, SchemaIndex } from './xsd-model';

/** A BREX rule about a name, with its value list as the BREX gives it (meaning and tailoring). */
export type BrexValueRule = {
  ruleId?: string;
  objectPath: string;
  allowedObjectFlag: string;
  objectUse: string;
  values: { value: string; form: string; tailoring: string; meaning: string }[];
};

/** Every structure rule of a BREX text, with valueTailoring (which the checker does not need). */
export function readBrexValueRules(text: string, parser: XmlParser): BrexValueRule[] {
  const xml = loadXml(text, { parser });
  return descendants(xml.document, 'structureObjectRule').map((rule) => {
    const path = childElement(rule, 'objectPath');
    const found: BrexValueRule = {
      objectPath: textOf(path),
      allowedObjectFlag: path?.getAttribute('allowedObjectFlag') ?? '',
      objectUse: textOf(childElement(rule, 'objectUse')),
      values: childElements(rule, 'objectValue').map((v) => ({
        value: v.getAttribute('valueAllowed') ?? '',
        form: v.getAttribute('valueForm') ?? 'single',
        tailoring: v.getAttribute('valueTailoring') ?? 'closed',
        meaning: textOf(v),
      })),
    };
    const id =
      childElement(rule, 'brDecisionRef')?.getAttribute('brDecisionIdentNumber') ??
      rule.getAttribute('id');
    if (id) found.ruleId = id;
    return found;
  });
}

/** Element and attribute names used in an XML text (start tags only; comments and CDATA skipped). */
export function namesInXml(text: string): { elements: Set<string>; attributes: Set<string> } {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  const tag = /<([A-Za-z_][\w.:-]*)((?:\s+[^\s=>/]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
  const cleaned = text.replace(
    /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/g,
    ' ',
  );
  for (let m = tag.exec(cleaned); m; m = tag.exec(cleaned)) {
    elements.add(m[1]!);
    for (const a of (m[2] ?? '').matchAll(/([^\s=]+)\s*=/g))
      if (!a[1]!.startsWith('xmlns')) attributes.add(a[1]!);
  }
  return { elements, attributes };
}

export type NameLookup = {
  name: string;
  kind: 'element' | 'attribute';
  /** Schemas of the set that allow it (an attribute: that have an element declaring it). */
  schemas: string[];
  models: ElementModel[];
  parents: string[];
  /** For an attribute: each element declaring it, with its type and values. */
  owners: { element: string; attribute: AttributeModel }[];
  defaultBrexRules: BrexValueRule[];
  projectBrexRules: BrexValueRule[];
  /** Project objects using it (keys). */
  usedBy: string[];
  /** Close names when this one is unknown everywhere. */
  suggestions: string[];
};

const mentions = (path: string, name: string, kind: 'element' | 'attribute') => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return kind === 'attribute'
    ? new RegExp(`@${escaped}(?![\\w.-])`).test(path)
    : new RegExp(`(^|[/(\\[\\s|:,])${escaped}(?![\\w.:-])`).test(path.replace(/@[\w.:-]+/g, '@'));
};

/**
 * Looks a name up: "@securityClassification" or "securityClassification" for an attribute when
 * no element has that name; anything else as an element. Combines the uploaded schemas (where
 * it may stand, its content model, attributes and values), the default and project BREX rules
 * about it (values with meaning and tailoring), and the project objects that use it.
 */
export function lookUpName(
  query: string,
  sources: {
    index?: SchemaIndex;
    defaultBrex?: readonly BrexValueRule[];
    projectBrex?: readonly BrexValueRule[];
    objectNames?: ReadonlyMap<string, { elements: Set<string>; attributes: Set<string> }>;
  },
): NameLookup {
  const trimmed = query.trim();
  const asAttribute = trimmed.startsWith('@');
  const name = trimmed.replace(/^@/, '').replace(/^<\/?|\/?>$/g, '');
  const index = sources.index;
  const isElement =
    !asAttribute && (index?.elements.has(name) || !index?.attributeOwners.has(name));
  const kind: NameLookup['kind'] = isElement ? 'element' : 'attribute';
  const owners =
    kind === 'attribute'
      ? [...(index?.attributeOwners.get(name) ?? [])]
          .sort()
          .flatMap((element) =>
            (index?.elements.get(element) ?? []).flatMap((m) =>
              m.attributes
                .filter((a) => a.name === name)
                .map((attribute) => ({ element, attribute })),
            ),
          )
      : [];
  const elementSet = kind === 'element' ? new Set([name]) : new Set(owners.map((o) => o.element));
  const schemas = [...(index?.schemas ?? new Map())]
    .filter(([, s]) => [...elementSet].some((e) => s.elements.has(e)))
    .map(([schema]) => schema)
    .sort();
  const usedBy = [...(sources.objectNames ?? new Map())]
    .filter(([, names]) => (kind === 'element' ? names.elements : names.attributes).has(name))
    .map(([key]) => key)
    .sort();
  const result: NameLookup = {
    name,
    kind,
    schemas,
    models: kind === 'element' ? (index?.elements.get(name) ?? []) : [],
    parents: kind === 'element' ? [...(index?.parents.get(name) ?? [])].sort() : [],
    owners,
    defaultBrexRules: (sources.defaultBrex ?? []).filter((r) => mentions(r.objectPath, name, kind)),
    projectBrexRules: (sources.projectBrex ?? []).filter((r) => mentions(r.objectPath, name, kind)),
    usedBy,
    suggestions: [],
  };
  const known =
    schemas.length ||
    result.defaultBrexRules.length ||
    result.projectBrexRules.length ||
    usedBy.length;
  if (!known) result.suggestions = suggest(name, index, sources.objectNames);
  return result;
}

function suggest(
  name: string,
  index: SchemaIndex | undefined,
  objects: ReadonlyMap<string, { elements: Set<string>; attributes: Set<string> }> | undefined,
): string[] {
  const all = new Set<string>([
    ...(index?.elements.keys() ?? []),
    ...[...(index?.attributeOwners.keys() ?? [])].map((a) => `@${a}`),
  ]);
  for (const names of objects?.values() ?? []) {
    names.elements.forEach((e) => all.add(e));
    names.attributes.forEach((a) => all.add(`@${a}`));
  }
  const lower = name.toLowerCase();
  return [...all]
    .filter(
      (n) =>
        n.replace(/^@/, '').toLowerCase().includes(lower) ||
        distance(n.replace(/^@/, '').toLowerCase(), lower) <= 2,
    )
    .sort()
    .slice(0, 12);
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
