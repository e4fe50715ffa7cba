import * as fontoxpathModule from 'fontoxpath';

// fontoxpath is CommonJS in Node (named imports fail there) and ESM in bundlers: take
// whichever namespace carries the API.
type Fontoxpath = typeof fontoxpathModule;
const fontoxpath: Fontoxpath =
  (fontoxpathModule as unknown as { default?: Fontoxpath }).default?.evaluateXPath !== undefined
    ? (fontoxpathModule as unknown as { default: Fontoxpath }).default
    : fontoxpathModule;

export type XPathResult = { ok: true; items: unknown[] } | { ok: false; error: string };

const XML_NS = 'http://www.w3.org/XML/1998/namespace';

/** Namespace prefixes declared on the root element (xlink, xsi, rdf, dc ...), for rule paths. */
export function rootNamespaces(doc: Document): Map<string, string> {
  const map = new Map<string, string>([['xml', XML_NS]]);
  const root = doc.documentElement;
  for (const attr of Array.from(root?.attributes ?? [])) {
    if (attr.name.startsWith('xmlns:')) map.set(attr.name.slice(6), attr.value);
  }
  return map;
}

// fontoxpath caches compiled expressions per resolver function: one stable resolver keeps
// that cache effective (a new closure per call made checking ten times slower). The
// prefixes S1000D objects use (xlink, xsi, rdf, dc) are the same in every object.
let currentNamespaces = new Map<string, string>();
const resolveNamespace = (prefix: string) => currentNamespaces.get(prefix) ?? null;

/**
 * Evaluates a BREX objectPath with XPath 3.1 (a superset of the 1.0 and 2.0 the BREX
 * issues use). Never throws: a rule that does not compile or run comes back as an error.
 */
export function evaluateObjectPath(
  expression: string,
  doc: Document,
  namespaces: Map<string, string>,
): XPathResult {
  currentNamespaces = namespaces;
  try {
    const items = fontoxpath.evaluateXPath(
      expression.trim(),
      doc,
      null,
      null,
      fontoxpath.evaluateXPath.ALL_RESULTS_TYPE,
      { namespaceResolver: resolveNamespace },
    ) as unknown[];
    return { ok: true, items };
  } catch (error) {
    return { ok: false, error: (error as Error).message.split('\n')[0] ?? String(error) };
  }
}

export function isDomNode(item: unknown): item is Node {
  return typeof item === 'object' && item !== null && typeof (item as Node).nodeType === 'number';
}

/** Whether a result counts as "the object exists": a boolean as itself, else non-empty. */
export function resultExists(items: unknown[]): boolean {
  if (items.length === 1) {
    const only = items[0];
    if (typeof only === 'boolean') return only;
    if (typeof only === 'number') return only !== 0 && !Number.isNaN(only);
  }
  return items.length > 0;
}
