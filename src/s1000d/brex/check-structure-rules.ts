import type { S1000dXml } from '../xml/load-xml';
import type { BrexRules, StructureObjectRule } from './brex-model';
import type { BrexFinding } from './finding';
import { nodePath } from './node-path';
import { matchesAnyObjectValue } from './object-value';
import { documentNames, provablyEmpty, requiredNames, type RequiredNames } from './path-prefilter';
import type { SeverityLevels } from './severity';
import { failsFor } from './severity';
import { evaluateObjectPath, isDomNode, resultExists, rootNamespaces } from './xpath';

export type StructureCheckOptions = { values: boolean; severityLevels?: SeverityLevels };

/** The structure object rules that apply to an object: exact rulesContext match, or none. */
export function applicableRules(brex: BrexRules, object: S1000dXml): StructureObjectRule[] {
  return brex.structureRules.filter(
    (r) => r.rulesContext === undefined || r.rulesContext === object.schemaUrl,
  );
}

export function checkStructureRules(
  object: S1000dXml,
  brex: BrexRules,
  options: StructureCheckOptions,
): BrexFinding[] {
  const findings: BrexFinding[] = [];
  const namespaces = rootNamespaces(object.document);
  const names = documentNames(object.document);
  for (const rule of applicableRules(brex, object)) {
    const checksValues = options.values && rule.objectValues.length > 0;
    if (rule.allowedObjectFlag === '2' && !checksValues) continue;
    const severity = rule.severity ?? brex.defaultSeverity;
    const base = {
      object: object.fileName,
      brex: brex.fileName,
      objectUse: rule.objectUse,
      objectPath: rule.objectPath,
      allowedObjectFlag: rule.allowedObjectFlag,
      fail: failsFor(severity, options.severityLevels),
      ...(rule.ruleId ? { ruleId: rule.ruleId } : {}),
      ...(severity ? { severity } : {}),
    };
    if (provablyEmpty(requiredNamesOf(rule.objectPath), names)) {
      if (rule.allowedObjectFlag === '1') {
        findings.push({
          ...base,
          kind: 'structure',
          message: rule.objectUse || 'Required object is missing',
        });
      }
      continue;
    }
    const result = evaluateObjectPath(rule.objectPath, object.document, namespaces);
    if (!result.ok) {
      findings.push({
        ...base,
        kind: 'xpathError',
        fail: false,
        message: `Rule ${rule.ruleId ?? rule.objectPath} was not applied: its objectPath is not valid XPath (${result.error})`,
      });
      continue;
    }
    const exists = resultExists(result.items);
    if (rule.allowedObjectFlag === '0' && exists) {
      const nodes = result.items.filter(isDomNode);
      if (nodes.length === 0)
        findings.push({
          ...base,
          kind: 'structure',
          message: rule.objectUse || 'Object not allowed',
        });
      for (const node of nodes)
        findings.push({
          ...base,
          ...where(object, node),
          kind: 'structure',
          message: rule.objectUse || 'Object not allowed',
        });
    }
    if (rule.allowedObjectFlag === '1' && !exists) {
      findings.push({
        ...base,
        kind: 'structure',
        message: rule.objectUse || 'Required object is missing',
      });
    }
    if (checksValues && rule.allowedObjectFlag !== '0') {
      for (const item of result.items) {
        const value = isDomNode(item) ? valueOf(item) : String(item);
        if (typeof item === 'boolean' || matchesAnyObjectValue(value, rule.objectValues)) continue;
        findings.push({
          ...base,
          ...(isDomNode(item) ? where(object, item) : {}),
          kind: 'value',
          value,
          message: `Value "${value}" is not allowed: ${rule.objectUse}`,
        });
      }
    }
  }
  return findings;
}

const requiredCache = new Map<string, RequiredNames | undefined>();

function requiredNamesOf(objectPath: string): RequiredNames | undefined {
  if (!requiredCache.has(objectPath)) requiredCache.set(objectPath, requiredNames(objectPath));
  return requiredCache.get(objectPath);
}

function valueOf(node: Node): string {
  return node.nodeType === 2 ? (node as Attr).value : (node.textContent ?? '');
}

function where(object: S1000dXml, node: Node) {
  const line = object.lines.lineOf(node);
  return { path: nodePath(node), ...(line ? { line } : {}) };
}
