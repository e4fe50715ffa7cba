import {
  propertyKey,
  readAct,
  readCct,
  readPct,
  type ApplicProperty,
  type ProductInstance,
} from '../applic/applic-tables';
import { readRef } from '../refs/list-refs';
import { formatRefString } from '../csdb/object-key';
import { childElement, descendant, descendants } from '../xml/dom-query';
import type { S1000dXml } from '../xml/load-xml';
import { propertyLabel } from './applic-expr';

/** A product a reader can choose: its PCT id, a label, and its values by property key. */
export type ProductChoice = { id: string; label: string; values: [string, string][] };

/** What an ACT, CCT or PCT gives the product chooser. */
export type ApplicTablePart = {
  properties: ApplicProperty[];
  products: ProductChoice[];
  /** The PCT and CCT an ACT points at, as reference strings. */
  pct?: string;
  cct?: string;
  /** The property that names a product (productIdentifier="primary"). */
  primary?: string;
};

/** Reads whichever applicability table the object is. */
export function readApplicTablePart(xml: S1000dXml): ApplicTablePart {
  if (xml.type === 'act') {
    const part: ApplicTablePart = { properties: readAct(xml), products: [] };
    const ref = (name: string) => {
      const el = descendant(xml.document.documentElement, [name]);
      const found = el && readRef(childElement(el, 'dmRef') ?? el);
      return found ? formatRefString(found) : undefined;
    };
    const pct = ref('productCrossRefTableRef');
    const cct = ref('condCrossRefTableRef');
    if (pct) part.pct = pct;
    if (cct) part.cct = cct;
    const primary = descendants(xml.document, 'productAttribute').find(
      (a) => a.getAttribute('productIdentifier') === 'primary',
    );
    if (primary?.getAttribute('id')) part.primary = primary.getAttribute('id')!;
    return part;
  }
  if (xml.type === 'cct') return { properties: readCct(xml), products: [] };
  if (xml.type === 'pct') {
    return {
      properties: [],
      products: readPct(xml).map((p, i) => ({
        id: p.id ?? `product-${i + 1}`,
        label: p.id ?? `Product ${i + 1}`,
        values: [...p.values.entries()],
      })),
    };
  }
  return { properties: [], products: [] };
}

/** A readable label: the primary identifier's value, then the other values. */
export function labelProducts(
  products: readonly ProductChoice[],
  properties: readonly ApplicProperty[],
  primary?: string,
): ProductChoice[] {
  return products.map((p) => {
    const values = new Map(p.values);
    const main = primary ? values.get(propertyKey('prodattr', primary)) : undefined;
    const rest = p.values
      .filter(([key]) => key !== propertyKey('prodattr', primary ?? ''))
      .map(([key, value]) => {
        const [type = 'prodattr', ident = key] = key.split('/');
        return `${propertyLabel(ident, type, properties)} ${value}`;
      })
      .join(', ');
    const name = main ? `${propertyLabel(primary!, 'prodattr', properties)} ${main}` : p.id;
    return { ...p, label: rest ? `${name} (${rest})` : name };
  });
}

export function toProductInstance(
  choice: Pick<ProductChoice, 'values'> & { id?: string },
): ProductInstance {
  const product: ProductInstance = { values: new Map(choice.values) };
  if (choice.id) product.id = choice.id;
  return product;
}
