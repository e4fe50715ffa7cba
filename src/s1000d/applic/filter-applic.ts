import { nodePath } from '../brex/node-path';
import type { S1000dXml } from '../xml/load-xml';
import { childElement, descendant, descendants } from '../xml/dom-query';
import type { ProductInstance } from './applic-tables';
import { evaluateApplic } from './evaluate-applic';

export type DanglingRef = {
  element: string;
  attribute: string;
  target: string;
  line?: number;
  path: string;
};

export type FilterResult = {
  /** The filtered copy; the input document is left untouched. */
  document: Document;
  /** false when the whole object (dmStatus/applic) does not apply to the product. */
  objectApplies: boolean;
  /** Removed elements: where they were (index: place among the input's elements, in document order). */
  removed: { path: string; applicRefId: string; index: number; line?: number }[];
  /** References to ids that the filter removed. */
  dangling: DanglingRef[];
};

// Attributes that point at ids inside the same object (single id or space-separated list).
const ID_REFERENCES = [
  'internalRefId',
  'warningRefs',
  'cautionRefs',
  'applicRefId',
  'reasonForUpdateRefIds',
];

/** Removes content whose applicability is false for the product (unknown is kept, as s1kd-instance does). */
export function filterForProduct(xml: S1000dXml, product: ProductInstance): FilterResult {
  const document = xml.document.cloneNode(true) as Document;
  const root = document.documentElement;
  const groups = descendant(root, ['referencedApplicGroup']);
  const applics = new Map(
    descendants(groups, 'applic').map((a) => [a.getAttribute('id') ?? '', a]),
  );
  const status = descendant(root, ['dmStatus', 'pmStatus']);
  const whole = childElement(status, 'applic');
  const result: FilterResult = {
    document,
    objectApplies: whole ? evaluateApplic(whole, product) !== false : true,
    removed: [],
    dangling: [],
  };
  const originals = descendants(xml.document, '*');
  const copies = descendants(document, '*');
  const lineOf = new Map(copies.map((c, i) => [c, xml.lines.lineOf(originals[i]!)]));
  const indexOf = new Map(copies.map((c, i) => [c, i]));
  for (const el of copies) {
    const ref = el.getAttribute('applicRefId');
    const applic = ref ? applics.get(ref) : undefined;
    if (!ref || !applic || !el.parentNode || evaluateApplic(applic, product) !== false) continue;
    if (!isAttached(el, document)) continue;
    const line = lineOf.get(el);
    result.removed.push({
      path: nodePath(el),
      applicRefId: ref,
      index: indexOf.get(el)!,
      ...(line ? { line } : {}),
    });
    el.parentNode.removeChild(el);
  }
  const ids = new Set(
    descendants(document, '*').flatMap((e) =>
      e.getAttribute('id') ? [e.getAttribute('id')!] : [],
    ),
  );
  const removedIds = new Set(
    descendants(xml.document, '*')
      .map((e) => e.getAttribute('id'))
      .filter((id): id is string => !!id && !ids.has(id)),
  );
  for (const el of descendants(document, '*')) {
    for (const attribute of ID_REFERENCES) {
      for (const target of (el.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
        if (!removedIds.has(target)) continue;
        const line = lineOf.get(el);
        result.dangling.push({
          element: el.localName,
          attribute,
          target,
          path: nodePath(el),
          ...(line ? { line } : {}),
        });
      }
    }
  }
  return result;
}

function isAttached(el: Node, doc: Document): boolean {
  for (let n: Node | null = el; n; n = n.parentNode) if (n === doc) return true;
  return false;
}
