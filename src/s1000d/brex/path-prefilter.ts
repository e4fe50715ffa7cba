/**
 * A cheap pre-check that proves an objectPath empty without running XPath: when the
 * expression is one location path (no operators outside predicates), every element or
 * attribute name its steps test must occur in the document for the result to be non-empty.
 * Most rules of a default BREX name elements that a given object does not contain.
 */
export type RequiredNames = { elements: string[]; attributes: string[] };

const STEP = /^(?:(@|attribute::)|([a-z-]+)::)?(\*|[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?)(\(\))?$/;

export function requiredNames(expression: string): RequiredNames | undefined {
  const path = stripPredicates(expression.trim());
  if (path === undefined || !path.startsWith('/') || /\s/.test(path)) return undefined;
  const steps = path.split('/').filter((s) => s !== '');
  const required: RequiredNames = { elements: [], attributes: [] };
  for (const step of steps) {
    if (step === '.' || step === '..') continue;
    const m = STEP.exec(step);
    if (!m) return undefined;
    const [, attributeAxis, axis, name, call] = m;
    if (call) {
      if (name === 'node' || name === 'text' || name === 'comment') continue;
      return undefined;
    }
    if (name === '*' || !name) continue;
    const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (attributeAxis || axis === 'attribute') required.attributes.push(local);
    else if (axis === 'namespace') return undefined;
    else required.elements.push(local);
  }
  return required;
}

/** Removes [...] predicates (nesting and quotes respected); undefined when unbalanced. */
function stripPredicates(expression: string): string | undefined {
  let out = '';
  let depth = 0;
  for (let i = 0; i < expression.length; i++) {
    const c = expression[i]!;
    if (depth > 0 && (c === '"' || c === "'")) {
      const end = expression.indexOf(c, i + 1);
      if (end < 0) return undefined;
      i = end;
    } else if (c === '[') depth++;
    else if (c === ']') {
      if (--depth < 0) return undefined;
    } else if (depth === 0) out += c;
  }
  return depth === 0 ? out : undefined;
}

/** Local names of all elements and attributes in a document, computed once per document. */
export type DocumentNames = { elements: Set<string>; attributes: Set<string> };

const namesCache = new WeakMap<Document, DocumentNames>();

export function documentNames(doc: Document): DocumentNames {
  let names = namesCache.get(doc);
  if (!names) {
    names = { elements: new Set(), attributes: new Set() };
    for (const el of Array.from(doc.getElementsByTagName('*'))) {
      names.elements.add(el.localName);
      for (const attr of Array.from(el.attributes)) names.attributes.add(attr.localName);
    }
    namesCache.set(doc, names);
  }
  return names;
}

export function provablyEmpty(required: RequiredNames | undefined, names: DocumentNames): boolean {
  if (!required) return false;
  return (
    required.elements.some((n) => !names.elements.has(n)) ||
    required.attributes.some((n) => !names.attributes.has(n))
  );
}
