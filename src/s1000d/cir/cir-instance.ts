import { saveXml } from '../xml/save-xml';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, childElements, descendants } from '../xml/dom-query';
import { isCirObject, keyOfCirElement, labelOfCirItem, type CirObject } from './cir-catalogue';
import { checkCirRefs, cirItemsOf, CIR_REF_KINDS, identsOf, type CirRefProblem } from './cir-refs';

export type CirInstance = {
  /** The standalone data module, as XML text (declaration and DOCTYPE kept). */
  text: string;
  /** How many references were resolved, by reference element. */
  resolved: Record<string, number>;
  /** The CIR data modules the instance took content from. */
  sources: string[];
  /** References no given CIR resolves: they stay as they were. */
  unresolved: CirRefProblem[];
};

/** Reference elements that take the item's name as their own first child. */
const NAMED_REFS = new Set([
  'functionalItemRef',
  'circuitBreakerRef',
  'controlIndicatorRef',
  'zoneRef',
  'accessPointRef',
  'functionalPhysicalAreaRef',
]);
/** Descriptions whose required name a tool, supply or part reference supplies. */
const DESCRIPTIONS = new Set([
  'supportEquipDescr',
  'embeddedSupportEquipDescr',
  'supplyDescr',
  'embeddedSupplyDescr',
  'spareDescr',
  'embeddedSpareDescr',
]);

type Found = { ident: Element; cir: CirObject };

/**
 * Makes a data module standalone against its CIRs, as s1kd-instance -R documents it (our own
 * rules, decision 1061): warnings and cautions referenced through warningsAndCautionsRef are
 * written in full into warningsAndCautions; a reference to a named item (functional item,
 * zone, access point, ...) gets the item's name; a tool, supply or spare description without
 * a name takes the item's; every CIR used is recorded as a repositorySourceDmIdent.
 */
export function resolveCirInstance(object: S1000dXml, cirs: readonly CirObject[]): CirInstance {
  const doc = object.parser.parse(object.text);
  const repositories = cirs.filter((c) => isCirObject(c.xml));
  const index = new Map<string, Found>();
  for (const cir of repositories)
    for (const kind of CIR_REF_KINDS)
      for (const ident of identsOf(cir.xml.document, kind))
        index.set(`${kind.ref} ${keyOfCirElement(ident, kind.keys)}`, { ident, cir });
  const resolved: Record<string, number> = {};
  const used = new Set<CirObject>();
  const count = (ref: string, cir: CirObject) => {
    resolved[ref] = (resolved[ref] ?? 0) + 1;
    used.add(cir);
  };
  const element = (name: string, text?: string) => {
    const el = doc.createElement(name);
    if (text !== undefined) el.appendChild(doc.createTextNode(text));
    return el;
  };

  for (const kind of CIR_REF_KINDS) {
    for (const ref of descendants(doc, kind.ref)) {
      const key = keyOfCirElement(ref, kind.keys);
      const found =
        index.get(`${kind.ref} ${key}`) ??
        (kind.ref === 'partRef' ? index.get(`partRef /${key.split('/')[1]}`) : undefined);
      if (!found) continue;
      const label = labelOfCirItem(found.ident);
      const parent = ref.parentNode as Element;
      if (
        (kind.ref === 'warningRef' || kind.ref === 'cautionRef') &&
        parent.localName === 'warningsAndCautionsRef'
      ) {
        const full = element(kind.ref === 'warningRef' ? 'warning' : 'caution');
        const id = ref.getAttribute('id');
        if (id) full.setAttribute('id', id);
        for (const child of childElements(found.ident.parentNode as Element))
          if (child !== found.ident) full.appendChild(doc.importNode(child, true));
        parent.replaceChild(full, ref);
        count(kind.ref, found.cir);
      } else if (NAMED_REFS.has(kind.ref) && label && !childElement(ref, 'name')) {
        ref.insertBefore(element('name', label), ref.firstChild);
        count(kind.ref, found.cir);
      } else if (DESCRIPTIONS.has(parent.localName) && label && !childElement(parent, 'name')) {
        parent.insertBefore(element('name', label), parent.firstChild);
        count(kind.ref, found.cir);
      }
    }
  }
  // warningsAndCautionsRef holding only resolved (full) warnings and cautions becomes the
  // inline warningsAndCautions of a standalone module.
  for (const group of descendants(doc, 'warningsAndCautionsRef')) {
    if (
      childElements(group).some((c) => c.localName === 'warningRef' || c.localName === 'cautionRef')
    )
      continue;
    const inline = element('warningsAndCautions');
    for (const child of Array.from(group.childNodes)) inline.appendChild(child);
    group.parentNode!.replaceChild(inline, group);
  }
  recordSources(doc, [...used], element);
  const text = saveXml(object, doc);
  return {
    text,
    resolved,
    sources: [...used].map((c) => c.key),
    unresolved: checkCirRefs(object, cirItemsOf(repositories.map((c) => c.xml))),
  };
}

/** repositorySourceDmIdent for each CIR used, after sourceDmIdent (or first in dmStatus). */
function recordSources(doc: Document, used: CirObject[], element: (n: string) => Element) {
  const status = descendants(doc, 'dmStatus')[0];
  if (!status) return;
  let after = childElement(status, 'sourceDmIdent') ?? null;
  for (const existing of childElements(status, 'repositorySourceDmIdent')) after = existing;
  for (const cir of used) {
    const ident = descendants(cir.xml.document, 'dmIdent')[0];
    if (!ident) continue;
    const source = element('repositorySourceDmIdent');
    for (const part of ['dmCode', 'language', 'issueInfo']) {
      const el = childElement(ident, part);
      if (el) source.appendChild(doc.importNode(el, true));
    }
    status.insertBefore(source, after ? after.nextSibling : status.firstChild);
    after = source;
  }
}
