import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendants, textOf } from '../xml/dom-query';
import {
  checkCirRefs,
  cirItemsOf,
  CIR_REF_KINDS,
  identsOf,
  type CirRefKind,
  type CirRefProblem,
} from './cir-refs';

/** A project object as the CIR tools read it: its key (file or store key) and its XML. */
export type CirObject = { key: string; xml: S1000dXml };

export type CirItem = {
  /** "KZ777/LRU1001", "warning-001": the item's identifying attributes, as references give them. */
  key: string;
  /** Its name, short name, description or warning text. */
  label: string;
  /** The CIR data module that holds it. */
  cir: string;
  line?: number;
  usedBy: { object: string; line?: number }[];
};

export type CirType = {
  kind: CirRefKind['ref'];
  name: string;
  /** The CIR information code (00G parts, 0A4 warnings, ...). */
  infoCode: string;
  items: CirItem[];
};

export type CirCatalogue = {
  /** The CIR data modules of the project (those holding a commonRepository). */
  repositories: string[];
  /** Every type the project holds items of, or refers to. */
  types: CirType[];
  unresolved: (CirRefProblem & { object: string })[];
};

export const keyOfCirElement = (el: Element, keys: readonly string[]) =>
  keys.map((k) => el.getAttribute(k) ?? '').join('/');

export const isCirObject = (xml: S1000dXml) =>
  xml.document.getElementsByTagName('commonRepository').length > 0;

/** What an author reads for an item: its name, short name, description or warning text. */
export function labelOfCirItem(ident: Element): string {
  const spec = ident.localName.endsWith('Spec') ? ident : (ident.parentNode as Element);
  for (const name of ['name', 'shortName', 'descrForPart', 'itemDescr', 'warningAndCautionPara']) {
    const direct = childElement(spec, name);
    const found = direct ?? descendants(spec, name)[0];
    if (found && textOf(found)) return textOf(found);
  }
  return '';
}

/**
 * The project's CIRs by type: their items, where each is used, and the CIR references that
 * no CIR resolves (as s1kd-repcheck reports them).
 */
export function cirCatalogue(objects: readonly CirObject[]): CirCatalogue {
  const cirs = objects.filter((o) => isCirObject(o.xml));
  const types = new Map<string, CirType>();
  const itemsByKey = new Map<string, CirItem>();
  for (const kind of CIR_REF_KINDS) {
    const type: CirType = { kind: kind.ref, name: kind.name, infoCode: kind.cir, items: [] };
    for (const cir of cirs)
      for (const ident of identsOf(cir.xml.document, kind)) {
        const line = cir.xml.lines.lineOf(ident);
        const item: CirItem = {
          key: keyOfCirElement(ident, kind.keys),
          label: labelOfCirItem(ident),
          cir: cir.key,
          ...(line ? { line } : {}),
          usedBy: [],
        };
        type.items.push(item);
        itemsByKey.set(`${kind.ref} ${item.key}`, item);
      }
    types.set(kind.ref, type);
  }
  const items = cirItemsOf(cirs.map((c) => c.xml));
  const unresolved: CirCatalogue['unresolved'] = [];
  for (const object of objects) {
    if (isCirObject(object.xml)) continue;
    for (const kind of CIR_REF_KINDS)
      for (const ref of descendants(object.xml.document, kind.ref)) {
        const key = keyOfCirElement(ref, kind.keys);
        const item =
          itemsByKey.get(`${kind.ref} ${key}`) ??
          (kind.ref === 'partRef'
            ? itemsByKey.get(`${kind.ref} /${key.split('/')[1]}`)
            : undefined);
        const line = object.xml.lines.lineOf(ref);
        item?.usedBy.push({ object: object.key, ...(line ? { line } : {}) });
      }
    for (const problem of checkCirRefs(object.xml, items))
      unresolved.push({ ...problem, object: object.key });
  }
  const used = new Set(unresolved.map((u) => u.kind));
  return {
    repositories: cirs.map((c) => c.key),
    types: [...types.values()].filter((t) => t.items.length > 0 || used.has(t.kind)),
    unresolved,
  };
}
