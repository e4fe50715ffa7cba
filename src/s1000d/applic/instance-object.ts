import type { CodeExtension } from '../codes/extension-code';
import type { PmCode } from '../codes/pm-code';
import { childElement, childElements, descendant, descendants } from '../xml/dom-query';
import type { S1000dXml } from '../xml/load-xml';
import type { ProductInstance } from './applic-tables';
import { evaluateApplic } from './evaluate-applic';
import { filterForProduct, type FilterResult } from './filter-applic';

/** How the instance is identified and labelled (s1kd-instance -e, -c and -Y). */
export type InstanceIdentity = {
  /** Display text of the instance's whole-object applicability: names the product. */
  label: string;
  /** identExtension written on the instance (DME/PME); none keeps the master's code. */
  extension?: CodeExtension;
  /** A new publication module code (a PM only). */
  pmCode?: PmCode;
};

export type ObjectInstance = FilterResult & {
  /** applicRefId annotations dropped because they always hold for the product (s1kd-instance -a). */
  resolved: number;
};

/**
 * A customer instance of one data or publication module, after s1kd-instance's documented
 * behaviour (decision 1280): content that does not apply is removed (unknown is kept), the
 * annotations that always hold are dropped with the statements nothing uses any more, the
 * whole object's applicability becomes the product's values, and the status names the master
 * in sourceDmIdent/sourcePmIdent. The input document is left untouched.
 */
export function instanceObject(
  xml: S1000dXml,
  product: ProductInstance,
  identity: InstanceIdentity,
): ObjectInstance {
  const filtered = filterForProduct(xml, product);
  const doc = filtered.document;
  const root = doc.documentElement;
  const make = (name: string) => doc.createElementNS(root.namespaceURI, name);
  const resolved = resolveAnnotations(doc, product);
  const masterIdent = descendant(xml.document.documentElement, ['dmIdent', 'pmIdent']);
  const ident = descendant(root, ['dmIdent', 'pmIdent']);
  const status = descendant(root, ['dmStatus', 'pmStatus']);
  if (masterIdent && ident && status) {
    const isPm = masterIdent.localName === 'pmIdent';
    for (const old of childElements(status, isPm ? 'sourcePmIdent' : 'sourceDmIdent'))
      status.removeChild(old);
    const source = make(isPm ? 'sourcePmIdent' : 'sourceDmIdent');
    for (const part of ['identExtension', isPm ? 'pmCode' : 'dmCode', 'language', 'issueInfo']) {
      const el = childElement(masterIdent, part);
      if (el) source.appendChild(doc.importNode(el, true));
    }
    status.insertBefore(source, status.firstChild);
    setIdentity(ident, identity, make);
    setWholeApplic(status, product, identity.label, make);
  }
  return { ...filtered, resolved };
}

function setIdentity(ident: Element, identity: InstanceIdentity, make: (n: string) => Element) {
  for (const old of childElements(ident, 'identExtension')) ident.removeChild(old);
  if (identity.pmCode) {
    const code = childElement(ident, 'pmCode');
    for (const [name, value] of Object.entries(identity.pmCode)) code?.setAttribute(name, value);
  } else if (identity.extension) {
    const extension = make('identExtension');
    extension.setAttribute('extensionProducer', identity.extension.extensionProducer);
    extension.setAttribute('extensionCode', identity.extension.extensionCode);
    ident.insertBefore(extension, ident.firstChild);
  }
}

/** s1kd-instance -Y: the whole object applies to exactly the product's values. */
function setWholeApplic(
  status: Element,
  product: ProductInstance,
  label: string,
  make: (n: string) => Element,
) {
  const applic = make('applic');
  const display = make('displayText');
  const para = make('simplePara');
  para.appendChild(status.ownerDocument.createTextNode(label));
  display.appendChild(para);
  applic.appendChild(display);
  const asserts = [...product.values].map(([key, value]) => {
    const [type = 'prodattr', ident = key] = key.split('/');
    const assert = make('assert');
    assert.setAttribute('applicPropertyIdent', ident);
    assert.setAttribute('applicPropertyType', type);
    assert.setAttribute('applicPropertyValues', value);
    return assert;
  });
  if (asserts.length === 1) applic.appendChild(asserts[0]!);
  else if (asserts.length > 1) {
    const evaluate = make('evaluate');
    evaluate.setAttribute('andOr', 'and');
    for (const a of asserts) evaluate.appendChild(a);
    applic.appendChild(evaluate);
  }
  const old = childElement(status, 'applic');
  if (old) status.replaceChild(applic, old);
  else status.insertBefore(applic, childElement(status, 'brexDmRef') ?? null);
}

/** Drops annotations the product always satisfies, then the statements nothing refers to. */
function resolveAnnotations(doc: Document, product: ProductInstance): number {
  const groups = descendants(doc, 'referencedApplicGroup');
  const applics = new Map(
    groups.flatMap((g) => childElements(g, 'applic')).map((a) => [a.getAttribute('id') ?? '', a]),
  );
  let resolved = 0;
  const used = new Set<string>();
  for (const el of descendants(doc, '*')) {
    const ref = el.getAttribute('applicRefId');
    if (!ref) continue;
    const applic = applics.get(ref);
    if (applic && evaluateApplic(applic, product) === true) {
      el.removeAttribute('applicRefId');
      resolved++;
    } else used.add(ref);
  }
  for (const [id, applic] of applics) if (!used.has(id)) applic.parentNode?.removeChild(applic);
  for (const group of groups)
    if (childElements(group, 'applic').length === 0) group.parentNode?.removeChild(group);
  return resolved;
}
