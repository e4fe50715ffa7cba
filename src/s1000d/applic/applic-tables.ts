import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendants, textOf } from '../xml/dom-query';

export type ApplicPropertyType = 'prodattr' | 'condition';

/** A product attribute (ACT) or condition (CCT): what display text and filtering need. */
export type ApplicProperty = {
  ident: string;
  type: ApplicPropertyType;
  name: string;
  displayName?: string;
  /** Allowed values in S1000D range/set notation, from the enumeration(s). */
  values?: string;
  /** valuePattern of the attribute or condition type (an XSD pattern), when it has one. */
  pattern?: string;
};

/** Product attributes of an ACT. */
export function readAct(act: S1000dXml): ApplicProperty[] {
  return descendants(act.document, 'productAttribute').map((el) => property(el, 'prodattr', el));
}

/** Conditions of a CCT; each cond takes name and values from its condType. */
export function readCct(cct: S1000dXml): ApplicProperty[] {
  const types = new Map(
    descendants(cct.document, 'condType').map((t) => [t.getAttribute('id') ?? '', t]),
  );
  return descendants(cct.document, 'cond').map((cond) => {
    const type = types.get(cond.getAttribute('condTypeRefId') ?? '');
    return property(cond, 'condition', type ?? cond);
  });
}

function property(el: Element, type: ApplicPropertyType, valuesFrom: Element): ApplicProperty {
  const result: ApplicProperty = {
    ident: el.getAttribute('id') ?? '',
    type,
    name: textOf(childElement(el, 'name')),
  };
  const displayName = textOf(childElement(el, 'displayName'));
  if (displayName) result.displayName = displayName;
  const values = descendants(valuesFrom, 'enumeration')
    .map((e) => e.getAttribute('applicPropertyValues') ?? '')
    .filter((v) => v !== '');
  if (values.length) result.values = values.join('|');
  const pattern = el.getAttribute('valuePattern') ?? valuesFrom.getAttribute('valuePattern');
  if (pattern) result.pattern = pattern;
  return result;
}

/** One product of a PCT: property key (type/ident) → value. */
export type ProductInstance = { id?: string; values: Map<string, string> };

export const propertyKey = (type: string, ident: string) => `${type}/${ident}`;

/** Products of a PCT, in document order. */
export function readPct(pct: S1000dXml): ProductInstance[] {
  return descendants(pct.document, 'product').map((product) => {
    const values = new Map<string, string>();
    for (const assign of descendants(product, 'assign')) {
      const ident = assign.getAttribute('applicPropertyIdent') ?? '';
      const type = assign.getAttribute('applicPropertyType') ?? 'prodattr';
      values.set(propertyKey(type, ident), assign.getAttribute('applicPropertyValue') ?? '');
    }
    const id = product.getAttribute('id');
    return id ? { id, values } : { values };
  });
}

/** Ad-hoc product, as s1kd-instance -s ident:type=value: "version:prodattr=Mk1". */
export function productFromAssignments(assignments: readonly string[]): ProductInstance {
  const values = new Map<string, string>();
  for (const assignment of assignments) {
    const m = /^([^:=]+)(?::(prodattr|condition))?=(.*)$/.exec(assignment);
    if (!m) throw new Error(`"${assignment}" is not ident[:prodattr|condition]=value`);
    values.set(propertyKey(m[2] ?? 'prodattr', m[1]!), m[3]!);
  }
  return { values };
}
