import type { XmlParser } from '../xml/xml-parser';
import { childElements } from '../xml/dom-query';
import type { SchemaSet } from './schema-set';

const XS = 'http://www.w3.org/2001/XMLSchema';

export type AttributeModel = {
  name: string;
  use: 'required' | 'optional' | 'prohibited';
  type?: string;
  enumeration?: string[];
  pattern?: string;
  default?: string;
  fixed?: string;
};

export type ChildModel = { name: string; min: string; max: string };

export type ElementModel = {
  name: string;
  /** The element's children, in the order the content model lists them (duplicates merged). */
  children: ChildModel[];
  /** "sequence", "choice", "all", "text", "empty", "mixed" or "any". */
  content: string;
  attributes: AttributeModel[];
  anyAttribute: boolean;
  type?: string;
  enumeration?: string[];
  pattern?: string;
};

/** Everything a set says about element names: per schema, each element and where it may stand. */
export type SchemaIndex = {
  /** Schema name ("descript") → its root element and the elements reachable from it. */
  schemas: Map<string, { root: string; elements: Set<string> }>;
  /** Element name → its models (one per distinct declaration; local ones may differ). */
  elements: Map<string, ElementModel[]>;
  /** Element name → elements whose content model lists it. */
  parents: Map<string, Set<string>>;
  /** Attribute name → elements that declare it. */
  attributeOwners: Map<string, Set<string>>;
};

type Components = {
  elements: Map<string, Element>;
  types: Map<string, Element>;
  simpleTypes: Map<string, Element>;
  groups: Map<string, Element>;
  attributeGroups: Map<string, Element>;
  attributes: Map<string, Element>;
};

const local = (qname: string | null) => (qname ?? '').replace(/^.*:/, '');
const xs = (el: Element | undefined, name?: string) =>
  childElements(el).filter((c) => c.namespaceURI === XS && (!name || c.localName === name));

/** Reads an XSD set into an index of elements and attributes: the element lookup's knowledge. */
export function indexSchemaSet(set: SchemaSet, parser: XmlParser): SchemaIndex {
  const docs = new Map<string, Document>();
  for (const file of set.files) {
    try {
      docs.set(file.name, parser.parse(new TextDecoder().decode(file.bytes)));
    } catch {
      // A file that does not parse adds nothing; the validator reports it where it matters.
    }
  }
  const index: SchemaIndex = {
    schemas: new Map(),
    elements: new Map(),
    parents: new Map(),
    attributeOwners: new Map(),
  };
  const seen = new Set<Element>();
  for (const [name, doc] of docs) {
    const parts = closure(name, docs);
    const components = collect(parts);
    const referenced = new Set<string>();
    for (const decl of components.elements.values())
      for (const ref of allRefs(decl)) referenced.add(ref);
    for (const type of components.types.values())
      for (const ref of allRefs(type)) referenced.add(ref);
    for (const group of components.groups.values())
      for (const ref of allRefs(group)) referenced.add(ref);
    const own = xs(doc.documentElement, 'element').map((e) => e.getAttribute('name') ?? '');
    const candidates = [...components.elements.keys()].filter((n) => !referenced.has(n));
    const root = own.find((n) => candidates.includes(n)) ?? candidates[0];
    const reachable = new Set<string>();
    if (root) {
      const walk = (decl: Element, elementName: string) => {
        if (seen.has(decl) && reachable.has(elementName)) return;
        reachable.add(elementName);
        const model = modelOf(decl, elementName, components);
        if (!seen.has(decl)) {
          seen.add(decl);
          const models = index.elements.get(elementName) ?? [];
          if (!models.some((m) => JSON.stringify(m) === JSON.stringify(model))) models.push(model);
          index.elements.set(elementName, models);
          for (const attribute of model.attributes) {
            const owners = index.attributeOwners.get(attribute.name) ?? new Set();
            owners.add(elementName);
            index.attributeOwners.set(attribute.name, owners);
          }
        }
        for (const { name: child, decl: childDecl } of childDecls(decl, components)) {
          const parents = index.parents.get(child) ?? new Set();
          parents.add(elementName);
          index.parents.set(child, parents);
          if (!reachable.has(child) || !seen.has(childDecl)) walk(childDecl, child);
        }
      };
      walk(components.elements.get(root)!, root);
    }
    if (root) index.schemas.set(name.replace(/\.xsd$/i, ''), { root, elements: reachable });
  }
  return index;
}

/** The file and every file it includes or imports, transitively. */
function closure(name: string, docs: Map<string, Document>): Element[] {
  const out: Element[] = [];
  const visit = (n: string) => {
    const doc = docs.get(n);
    if (!doc || out.includes(doc.documentElement)) return;
    out.push(doc.documentElement);
    for (const link of [
      ...xs(doc.documentElement, 'include'),
      ...xs(doc.documentElement, 'import'),
    ])
      visit((link.getAttribute('schemaLocation') ?? '').split('/').pop() ?? '');
  };
  visit(name);
  return out;
}

function collect(schemas: Element[]): Components {
  const c: Components = {
    elements: new Map(),
    types: new Map(),
    simpleTypes: new Map(),
    groups: new Map(),
    attributeGroups: new Map(),
    attributes: new Map(),
  };
  for (const schema of schemas) {
    for (const el of xs(schema)) {
      const name = el.getAttribute('name');
      if (!name) continue;
      const map = {
        element: c.elements,
        complexType: c.types,
        simpleType: c.simpleTypes,
        group: c.groups,
        attributeGroup: c.attributeGroups,
        attribute: c.attributes,
      }[el.localName as 'element'];
      map?.set(name, el);
    }
  }
  return c;
}

function allRefs(el: Element): string[] {
  return Array.from(el.getElementsByTagNameNS(XS, 'element'))
    .map((e) => local(e.getAttribute('ref')))
    .filter(Boolean);
}

function typeOf(decl: Element, c: Components): Element | undefined {
  const inline = xs(decl, 'complexType')[0];
  if (inline) return inline;
  const name = local(decl.getAttribute('type'));
  return name ? c.types.get(name) : undefined;
}

/** The element declarations a content model lists: local ones, references, via groups and extensions. */
function childDecls(decl: Element, c: Components): { name: string; decl: Element }[] {
  const out: { name: string; decl: Element }[] = [];
  const visit = (el: Element, depth: number) => {
    if (depth > 40) return;
    for (const child of xs(el)) {
      switch (child.localName) {
        case 'element': {
          const ref = local(child.getAttribute('ref'));
          const target = ref ? c.elements.get(ref) : child;
          const name = ref || child.getAttribute('name') || '';
          if (target && name) out.push({ name, decl: target });
          break;
        }
        case 'group': {
          const group = c.groups.get(local(child.getAttribute('ref')));
          if (group) visit(group, depth + 1);
          else visit(child, depth + 1);
          break;
        }
        case 'extension':
        case 'restriction': {
          const base = c.types.get(local(child.getAttribute('base')));
          if (base && child.localName === 'extension') visit(base, depth + 1);
          visit(child, depth + 1);
          break;
        }
        case 'sequence':
        case 'choice':
        case 'all':
        case 'complexContent':
          visit(child, depth + 1);
          break;
        default:
          break;
      }
    }
  };
  const type = typeOf(decl, c);
  if (type) visit(type, 0);
  return out;
}

function modelOf(decl: Element, name: string, c: Components): ElementModel {
  const type = typeOf(decl, c);
  const model: ElementModel = {
    name,
    children: [],
    content: 'empty',
    attributes: [],
    anyAttribute: false,
  };
  const typeName = decl.getAttribute('type');
  if (typeName) model.type = local(typeName);
  if (!type) {
    const simple = xs(decl, 'simpleType')[0] ?? c.simpleTypes.get(local(typeName));
    model.content = 'text';
    if (simple) Object.assign(model, facets(simple, c));
    return model;
  }
  if (type.getAttribute('mixed') === 'true') model.content = 'mixed';
  const children = new Map<string, ChildModel>();
  const visit = (el: Element, min: string, max: string, depth: number) => {
    if (depth > 40) return;
    for (const child of xs(el)) {
      const cmin = child.getAttribute('minOccurs') ?? '1';
      const cmax = child.getAttribute('maxOccurs') ?? '1';
      const mergedMin = min === '0' || cmin === '0' ? '0' : cmin;
      const mergedMax = max === 'unbounded' || cmax === 'unbounded' ? 'unbounded' : cmax;
      switch (child.localName) {
        case 'element': {
          const n = local(child.getAttribute('ref')) || child.getAttribute('name') || '';
          if (n && !children.has(n)) children.set(n, { name: n, min: mergedMin, max: mergedMax });
          break;
        }
        case 'sequence':
        case 'choice':
        case 'all':
          if (model.content === 'empty') model.content = child.localName;
          visit(child, child.localName === 'choice' ? '0' : mergedMin, mergedMax, depth + 1);
          break;
        case 'group': {
          const group = c.groups.get(local(child.getAttribute('ref')));
          if (group) visit(group, mergedMin, mergedMax, depth + 1);
          break;
        }
        case 'any':
          if (model.content === 'empty') model.content = 'any';
          break;
        case 'attribute':
          model.attributes.push(attributeOf(child, c));
          break;
        case 'attributeGroup': {
          const group = c.attributeGroups.get(local(child.getAttribute('ref')));
          if (group) visit(group, min, max, depth + 1);
          break;
        }
        case 'anyAttribute':
          model.anyAttribute = true;
          break;
        case 'simpleContent':
          model.content = 'text';
          visit(child, min, max, depth + 1);
          break;
        case 'complexContent':
          visit(child, min, max, depth + 1);
          break;
        case 'extension':
        case 'restriction': {
          const base = c.types.get(local(child.getAttribute('base')));
          if (base && child.localName === 'extension') visit(base, min, max, depth + 1);
          visit(child, min, max, depth + 1);
          break;
        }
        default:
          break;
      }
    }
  };
  visit(type, '1', '1', 0);
  model.children = [...children.values()];
  return model;
}

function attributeOf(el: Element, c: Components): AttributeModel {
  const ref = local(el.getAttribute('ref'));
  const decl = ref ? (c.attributes.get(ref) ?? el) : el;
  const name = ref ? (el.getAttribute('ref') ?? ref) : (el.getAttribute('name') ?? '');
  const use = (el.getAttribute('use') ?? 'optional') as AttributeModel['use'];
  const attribute: AttributeModel = { name, use };
  const type = decl.getAttribute('type');
  if (type) attribute.type = local(type);
  const simple = xs(decl, 'simpleType')[0] ?? c.simpleTypes.get(local(type));
  if (simple) Object.assign(attribute, facets(simple, c));
  for (const key of ['default', 'fixed'] as const) {
    const value = el.getAttribute(key) ?? decl.getAttribute(key);
    if (value !== null) attribute[key] = value;
  }
  return attribute;
}

function facets(
  simple: Element,
  c: Components,
  depth = 0,
): { enumeration?: string[]; pattern?: string } {
  const restriction = xs(simple, 'restriction')[0];
  if (!restriction || depth > 10) return {};
  const enumeration = xs(restriction, 'enumeration').map((e) => e.getAttribute('value') ?? '');
  const pattern = xs(restriction, 'pattern')[0]?.getAttribute('value') ?? undefined;
  const base = c.simpleTypes.get(local(restriction.getAttribute('base')));
  const inherited = base ? facets(base, c, depth + 1) : {};
  return {
    ...inherited,
    ...(enumeration.length ? { enumeration } : {}),
    ...(pattern ? { pattern } : {}),
  };
}
