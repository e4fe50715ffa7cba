import type { S1000dXml } from '../xml/load-xml';
import { descendants } from '../xml/dom-query';

/** The twelve kinds of CIR reference s1kd-repcheck validates, and the CIR item each resolves to. */
export const CIR_REF_KINDS = [
  {
    ref: 'functionalItemRef',
    ident: 'functionalItemIdent',
    keys: ['functionalItemNumber'],
    name: 'Functional item',
    cir: '00E',
  },
  {
    ref: 'circuitBreakerRef',
    ident: 'circuitBreakerIdent',
    keys: ['circuitBreakerNumber'],
    name: 'Circuit breaker',
    cir: '00F',
  },
  {
    ref: 'partRef',
    ident: 'partIdent',
    keys: ['manufacturerCodeValue', 'partNumberValue'],
    name: 'Part',
    cir: '00G',
  },
  { ref: 'zoneRef', ident: 'zoneIdent', keys: ['zoneNumber'], name: 'Zone', cir: '00H' },
  {
    ref: 'accessPointRef',
    ident: 'accessPointIdent',
    keys: ['accessPointNumber'],
    name: 'Access point',
    cir: '00J',
  },
  { ref: 'supplyRef', ident: 'supplyIdent', keys: ['supplyNumber'], name: 'Supply', cir: '00L' },
  {
    ref: 'supplyRqmtRef',
    ident: 'supplyRqmtIdent',
    keys: ['supplyRqmtNumber'],
    name: 'Supply requirement',
    cir: '00M',
  },
  { ref: 'toolRef', ident: 'toolIdent', keys: ['toolNumber'], name: 'Tool', cir: '00N' },
  {
    ref: 'controlIndicatorRef',
    ident: 'controlIndicatorIdent',
    // Issue 4.1 puts the number on the spec itself (bike 00X): controlIndicatorSpec@controlIndicatorNumber.
    altIdent: 'controlIndicatorSpec',
    keys: ['controlIndicatorNumber'],
    name: 'Control or indicator',
    cir: '00X',
  },
  {
    ref: 'functionalPhysicalAreaRef',
    ident: 'functionalPhysicalAreaIdent',
    // An area is identified by its place in the SNS (bike 0A1).
    keys: ['systemDiffCode', 'systemCode', 'subSystemCode', 'subSubSystemCode', 'assyCode'],
    name: 'Functional or physical area',
    cir: '0A1',
  },
  {
    ref: 'warningRef',
    ident: 'warningIdent',
    keys: ['warningIdentNumber'],
    name: 'Warning',
    cir: '0A4',
  },
  {
    ref: 'cautionRef',
    ident: 'cautionIdent',
    keys: ['cautionIdentNumber'],
    name: 'Caution',
    cir: '0A5',
  },
] as const;

export type CirRefKind = (typeof CIR_REF_KINDS)[number];

/** The elements that identify an item of a kind in a CIR. */
export const identNamesOf = (kind: CirRefKind): string[] =>
  'altIdent' in kind ? [kind.ident, kind.altIdent] : [kind.ident];

/** The identifying elements of a kind's items in a document, in document order. */
export function identsOf(doc: Document, kind: CirRefKind): Element[] {
  return identNamesOf(kind)
    .flatMap((name) => descendants(doc, name))
    .filter((el) => kind.keys.some((k) => el.getAttribute(k)));
}

/** What a project's CIR data modules hold: for each kind, the keys of its items. */
export type CirItems = Map<CirRefKind['ref'], Set<string>>;

const keyOf = (el: Element, keys: readonly string[]) =>
  keys.map((k) => el.getAttribute(k) ?? '').join('/');

/** The items of CIR data modules (their *Ident elements), by reference kind. */
export function cirItemsOf(cirs: readonly S1000dXml[]): CirItems {
  const items: CirItems = new Map();
  for (const cir of cirs) {
    for (const kind of CIR_REF_KINDS) {
      for (const ident of identsOf(cir.document, kind)) {
        // A part may be specified without its manufacturer: then any manufacturer matches.
        const set = items.get(kind.ref) ?? new Set<string>();
        set.add(keyOf(ident, kind.keys));
        items.set(kind.ref, set);
      }
    }
  }
  return items;
}

export type CirRefProblem = {
  kind: CirRefKind['ref'];
  /** "Part 7TDW1/IMP-400-01", as s1kd-repcheck names what is not found. */
  item: string;
  line?: number;
  /** unresolved: the project's CIR of that kind lacks it; noRepository: the project has no CIR of that kind. */
  problem: 'unresolved' | 'noRepository';
  cir: string;
};

/**
 * Checks the CIR references of an object against the project's CIR items, as s1kd-repcheck
 * does: a reference whose item no CIR specifies is an error. A reference of a kind for which
 * the project has no CIR at all is reported apart (noRepository): the project may not use
 * CIRs for it, so it cannot be decided.
 */
export function checkCirRefs(object: S1000dXml, items: CirItems): CirRefProblem[] {
  const problems: CirRefProblem[] = [];
  for (const kind of CIR_REF_KINDS) {
    const known = items.get(kind.ref);
    for (const ref of descendants(object.document, kind.ref)) {
      const key = keyOf(ref, kind.keys);
      if (key.replace(/\//g, '') === '') continue;
      const line = object.lines.lineOf(ref);
      const base = {
        kind: kind.ref,
        item: `${kind.name} ${key}`,
        cir: kind.cir,
        ...(line ? { line } : {}),
      };
      if (!known) problems.push({ ...base, problem: 'noRepository' });
      else if (!known.has(key) && !(kind.ref === 'partRef' && known.has(`/${key.split('/')[1]}`)))
        problems.push({ ...base, problem: 'unresolved' });
    }
  }
  return problems;
}
