import { requiredNames, type RequiredNames } from '../path-prefilter';
import {
  ATTRIBUTE,
  attribute,
  childElements,
  contentOf,
  ELEMENT,
  firstAttribute,
  firstChildElement,
  hasNamespace,
  lineOf,
  type LxDocument,
  namespacesInScope,
  nextOf,
  nodeName,
  nodeType,
  parentOf,
  firstChildOf,
  xpathOf,
} from './lx-document';
import type { Libxml2 } from './libxml2';
import { shallowXml } from './shallow-xml';

export type LxObjectValue = {
  /** valueAllowed, or Issue 3.0 val1[~val2]; undefined when absent. */
  allowed?: string;
  form?: string;
  /** The objectValue element as the XML report copies it. */
  xml: string;
};

/** One structureObjectRule (or Issue 3.0 objrule) as s1kd-brexcheck reads it. */
export type LxRule = {
  /** rulesContext (or context) of each enclosing contextRules; null where it has none. */
  contexts: (string | null)[];
  ruleId?: string;
  /** The brDecisionRef element copied into the XML report. */
  brDecisionRefXml?: string;
  /** objectPath text as written (libxml2 ignores the surrounding blanks). */
  objectPath?: string;
  allowedObjectFlag?: string;
  objectUse: string;
  objectValues: LxObjectValue[];
  severity?: string;
  namespaces: Map<string, string>;
  /** Line and XPath of the objectPath element, for xpathError. */
  pathLine?: number;
  pathXPath: string;
  required?: RequiredNames;
};

export type SnsElement = { name: string; codes: string[]; children: SnsElement[] };
export type LxNotationRule = { names: string[]; flags: string[]; objectUseXml?: string };

export type LxBrex = {
  /** The name reported for this BREX: its path, or the default BREX code. */
  name: string;
  defaultSeverity?: string;
  rules: LxRule[];
  /** The first snsRules element, as a tree of elements with their snsCode values. */
  sns?: SnsElement;
  /** notationRule elements under the first notationRuleList. */
  notationRules: LxNotationRule[];
};

/** Every element below root (document order) whose local name is in names and has no namespace. */
function* descendants(lx: Libxml2, root: number, names: readonly string[]): Generator<number> {
  const stack: number[] = [];
  for (let c = firstChildOf(lx, root); c; c = nextOf(lx, c)) stack.push(c);
  stack.reverse();
  while (stack.length) {
    const node = stack.pop()!;
    if (nodeType(lx, node) !== ELEMENT) continue;
    if (names.includes(nodeName(lx, node)) && !hasNamespace(lx, node)) yield node;
    const children: number[] = [];
    for (let c = firstChildOf(lx, node); c; c = nextOf(lx, c)) children.push(c);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
}

function firstDescendant(lx: Libxml2, root: number, names: readonly string[]): number {
  for (const n of descendants(lx, root, names)) return n;
  return 0;
}

/** Reads a BREX data module parsed by libxml2 (Issue 3.0 to 6 markup). */
export function readLxBrex(doc: LxDocument, name: string): LxBrex {
  const { lx } = doc;
  const documentNode = doc.pointer;
  const brexElement = firstDescendant(lx, documentNode, ['brex']);
  const brex: LxBrex = { name, rules: [], notationRules: [] };
  const defaultSeverity = brexElement
    ? attribute(lx, brexElement, 'defaultBrSeverityLevel')
    : undefined;
  if (defaultSeverity !== undefined) brex.defaultSeverity = defaultSeverity;
  for (const rule of descendants(lx, documentNode, ['structureObjectRule', 'objrule'])) {
    const issue30 = nodeName(lx, rule) === 'objrule';
    const contexts: (string | null)[] = [];
    for (let p = parentOf(lx, rule); p && nodeType(lx, p) === ELEMENT; p = parentOf(lx, p)) {
      if (hasNamespace(lx, p)) continue;
      const parentName = nodeName(lx, p);
      if (!issue30 && parentName === 'contextRules')
        contexts.push(attribute(lx, p, 'rulesContext') ?? null);
      if (issue30 && parentName === 'contextrules')
        contexts.push(attribute(lx, p, 'context') ?? null);
    }
    if (contexts.length === 0) continue;
    brex.rules.push(readRule(lx, rule, contexts));
  }
  const sns = firstDescendant(lx, documentNode, ['snsRules']);
  if (sns) brex.sns = snsTree(lx, sns);
  const notations = firstDescendant(lx, documentNode, ['notationRuleList']);
  if (notations) {
    for (const rule of descendants(lx, notations, ['notationRule'])) {
      const names = [...childElements(lx, rule, 'notationName')];
      const objectUse = firstChildElement(lx, rule, 'objectUse');
      brex.notationRules.push({
        names: names.map((n) => contentOf(lx, n)),
        flags: names.flatMap((n) => {
          const flag = attribute(lx, n, 'allowedNotationFlag');
          return flag === undefined ? [] : [flag];
        }),
        ...(objectUse ? { objectUseXml: deepXml(lx, objectUse) } : {}),
      });
    }
  }
  return brex;
}

function readRule(lx: Libxml2, rule: number, contexts: (string | null)[]): LxRule {
  const first = (names: string[]) => {
    for (const c of childElements(lx, rule))
      if (names.includes(nodeName(lx, c)) && !hasNamespace(lx, c)) return c;
    return 0;
  };
  const decision = first(['brDecisionRef']);
  const path = first(['objectPath', 'objpath']);
  const use = first(['objectUse', 'objuse']);
  const result: LxRule = {
    contexts,
    objectUse: use ? contentOf(lx, use) : '',
    objectValues: [],
    namespaces: path ? namespacesInScope(lx, path) : new Map(),
    pathXPath: path ? xpathOf(lx, path) : '',
  };
  if (decision) {
    const id = attribute(lx, decision, 'brDecisionIdentNumber');
    if (id !== undefined) result.ruleId = id;
    result.brDecisionRefXml = deepXml(lx, decision);
  }
  if (path) {
    result.objectPath = contentOf(lx, path);
    const flag = firstAttribute(lx, path, ['allowedObjectFlag', 'objappl']);
    if (flag !== undefined) result.allowedObjectFlag = flag;
    const line = lineOf(lx, path);
    if (line) result.pathLine = line;
    const required = requiredNames(result.objectPath.trim());
    if (required && prefixesBound(result.objectPath, result.namespaces)) result.required = required;
  }
  const severity = attribute(lx, rule, 'brSeverityLevel');
  if (severity !== undefined) result.severity = severity;
  for (const v of childElements(lx, rule)) {
    const vName = nodeName(lx, v);
    if ((vName !== 'objectValue' && vName !== 'objval') || hasNamespace(lx, v)) continue;
    const val1 = attribute(lx, v, 'val1');
    const val2 = val1 === undefined ? undefined : attribute(lx, v, 'val2');
    const allowed =
      val1 !== undefined
        ? val2 !== undefined
          ? `${val1}~${val2}`
          : val1
        : attribute(lx, v, 'valueAllowed');
    const form = firstAttribute(lx, v, ['valueForm', 'valtype']);
    result.objectValues.push({
      ...(allowed !== undefined ? { allowed } : {}),
      ...(form !== undefined ? { form } : {}),
      xml: deepXml(lx, v),
    });
  }
  return result;
}

function snsTree(lx: Libxml2, element: number): SnsElement {
  const codes: string[] = [];
  const children: SnsElement[] = [];
  for (const c of childElements(lx, element)) {
    if (nodeName(lx, c) === 'snsCode' && !hasNamespace(lx, c)) codes.push(contentOf(lx, c));
    children.push(snsTree(lx, c));
  }
  return { name: hasNamespace(lx, element) ? '' : nodeName(lx, element), codes, children };
}

/** A deep copy of a small BREX element (brDecisionRef, objectValue, objectUse) as XML text. */
function deepXml(lx: Libxml2, element: number): string {
  let inner = '';
  for (let c = firstChildOf(lx, element); c; c = nextOf(lx, c)) {
    const type = nodeType(lx, c);
    if (type === ELEMENT) inner += deepXml(lx, c);
    else if (type !== ATTRIBUTE) inner += shallowXml(lx, c);
  }
  const open = shallowXml(lx, element);
  return inner ? `${open.slice(0, -2)}>${inner}</${open.slice(1).split(/[\s/]/)[0]}>` : open;
}

/**
 * The name pre-check may skip a rule only when skipping cannot hide an error: every prefix
 * the path uses must be bound (libxml2 fails on an unknown prefix even with no nodes).
 */
function prefixesBound(objectPath: string, namespaces: Map<string, string>): boolean {
  const prefixes = objectPath.match(/[A-Za-z_][\w.-]*(?=:[A-Za-z_*])/g) ?? [];
  return prefixes.every((p) => p === 'xml' || namespaces.has(p));
}
