import type { Doctype } from './doctype';
import { XmlLoadError } from './xml-load-error';

export type EntityLimits = {
  /** Largest replacement text one entity may expand to. */
  maxEntityExpansion: number;
  /** Largest total text all entity references of the document may expand to. */
  maxTotalExpansion: number;
};

export const DEFAULT_ENTITY_LIMITS: EntityLimits = {
  maxEntityExpansion: 64 * 1024,
  maxTotalExpansion: 1024 * 1024,
};

const REFERENCE = /[&%]([A-Za-z_:][\w.:-]*);/g;

/**
 * Refuses entity-expansion attacks ("billion laughs") before any parser sees the text:
 * browsers expand internal entities, so the guard must run first. S1000D itself only
 * needs unparsed ICN entities, which never expand.
 */
export function guardEntityExpansion(
  doctype: Doctype | undefined,
  body: string,
  limits = DEFAULT_ENTITY_LIMITS,
) {
  if (!doctype) return;
  const values = new Map<string, string>();
  for (const e of doctype.entities) {
    if (e.value !== undefined) values.set(`${e.parameter ? '%' : '&'}${e.name}`, e.value);
  }
  if (values.size === 0) return;
  const sizes = new Map<string, number>();
  const visiting = new Set<string>();
  const sizeOf = (key: string): number => {
    const known = sizes.get(key);
    if (known !== undefined) return known;
    if (visiting.has(key)) throw refuse(`entity "${key.slice(1)}" refers to itself`);
    visiting.add(key);
    const value = values.get(key) ?? '';
    let size = value.length;
    for (const m of value.matchAll(REFERENCE)) {
      const ref = `${m[0][0]}${m[1]}`;
      if (values.has(ref)) size += sizeOf(ref) - m[0].length;
      if (size > limits.maxEntityExpansion) {
        throw refuse(
          `entity "${key.slice(1)}" expands to more than ${limits.maxEntityExpansion} characters`,
        );
      }
    }
    visiting.delete(key);
    sizes.set(key, size);
    return size;
  };
  for (const key of values.keys()) sizeOf(key);
  let total = 0;
  for (const m of body.matchAll(REFERENCE)) {
    total += sizes.get(`&${m[1]}`) ?? 0;
    if (total > limits.maxTotalExpansion) {
      throw refuse(`entity references expand to more than ${limits.maxTotalExpansion} characters`);
    }
  }
}

function refuse(detail: string) {
  return new XmlLoadError(
    'entity-expansion',
    `Refused: ${detail} (possible entity-expansion attack).`,
  );
}
