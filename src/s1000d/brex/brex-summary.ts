import type { BrexRules, SnsNode, StructureObjectRule } from './brex-model';

/** What a BREX holds, counted by kind (what BREX management shows for each BREX). */
export type BrexSummary = {
  fileName: string;
  code?: string;
  issue?: string;
  /** Its parent's reference as written in brexDmRef (code, issue and language when given). */
  parent?: string;
  defaultSeverity?: string;
  counts: {
    structureRules: number;
    /** allowedObjectFlag 0, 1 and 2. */
    mustNotExist: number;
    mustExist: number;
    valuesOnly: number;
    rulesWithValues: number;
    values: number;
    /** Schema-specific context blocks (rules with a rulesContext). */
    schemaContexts: number;
    snsEntries: number;
    notationRules: number;
    narrativeRules: number;
  };
  /** brSeverityLevel → number of rules at that level (rules without one at the default). */
  severities: Record<string, number>;
};

function countSns(nodes: readonly SnsNode[]): number {
  return nodes.reduce((n, node) => n + 1 + countSns(node.children), 0);
}

export function summarizeBrex(brex: BrexRules): BrexSummary {
  const rules = brex.structureRules;
  const flag = (f: string) => rules.filter((r) => r.allowedObjectFlag === f).length;
  const severities: Record<string, number> = {};
  for (const r of rules) {
    const level = r.severity ?? brex.defaultSeverity ?? '';
    if (level) severities[level] = (severities[level] ?? 0) + 1;
  }
  const parent = brex.parentRef;
  return {
    fileName: brex.fileName,
    ...(brex.code ? { code: brex.code } : {}),
    ...(brex.issue ? { issue: brex.issue } : {}),
    ...(parent
      ? {
          parent:
            parent.code +
            (parent.issueInfo ? `_${parent.issueInfo.issueNumber}-${parent.issueInfo.inWork}` : ''),
        }
      : {}),
    ...(brex.defaultSeverity ? { defaultSeverity: brex.defaultSeverity } : {}),
    counts: {
      structureRules: rules.length,
      mustNotExist: flag('0'),
      mustExist: flag('1'),
      valuesOnly: flag('2'),
      rulesWithValues: rules.filter((r) => r.objectValues.length > 0).length,
      values: rules.reduce((n, r) => n + r.objectValues.length, 0),
      schemaContexts: new Set(rules.map((r) => r.rulesContext).filter(Boolean)).size,
      snsEntries: countSns(brex.sns ?? []),
      notationRules: brex.notationRules.length,
      narrativeRules: brex.nonContextRules?.length ?? 0,
    },
    severities,
  };
}

// ---- diff ----

export type RuleChange = {
  key: string;
  label: string;
  /** Fields that differ: objectPath, allowedObjectFlag, objectUse, severity, context. */
  fields: { field: string; before: string; after: string }[];
  valuesAdded: string[];
  valuesRemoved: string[];
};

export type BrexDiff = {
  added: { key: string; label: string; objectUse: string }[];
  removed: { key: string; label: string; objectUse: string }[];
  changed: RuleChange[];
  snsAdded: string[];
  snsRemoved: string[];
  notationsAdded: string[];
  notationsRemoved: string[];
  notationsChanged: string[];
  narrativeAdded: string[];
  narrativeRemoved: string[];
  /** Nothing differs in the rules (identification aside). */
  same: boolean;
};

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const valueKey = (v: StructureObjectRule['objectValues'][number]) =>
  `${v.valueForm}:${v.valueAllowed}${v.meaning ? ` (${collapse(v.meaning)})` : ''}`;

/** Rules are matched by rule id when the BREX gives one (unique), else by context and path. */
function keyed(rules: readonly StructureObjectRule[]): Map<string, StructureObjectRule> {
  const ids = rules.map((r) => r.ruleId).filter((id): id is string => !!id);
  const unique = new Set(ids.filter((id, i) => ids.indexOf(id) === i && ids.lastIndexOf(id) === i));
  const map = new Map<string, StructureObjectRule>();
  for (const r of rules) {
    let key =
      r.ruleId && unique.has(r.ruleId)
        ? `id:${r.ruleId}`
        : `path:${r.rulesContext ?? ''}:${collapse(r.objectPath)}`;
    for (let n = 2; map.has(key); n++) key = `${key}#${n}`;
    map.set(key, r);
  }
  return map;
}

function snsPaths(nodes: readonly SnsNode[], prefix = ''): string[] {
  return nodes.flatMap((n) => {
    const path = prefix ? `${prefix}-${n.code}` : n.code;
    return [`${path} ${n.title}`, ...snsPaths(n.children, path)];
  });
}

const minus = <T>(a: readonly T[], b: readonly T[]) => a.filter((x) => !b.includes(x));

/** What changed from one BREX (an earlier issue) to another: rules, SNS, notations, narrative. */
export function diffBrex(before: BrexRules, after: BrexRules): BrexDiff {
  const a = keyed(before.structureRules);
  const b = keyed(after.structureRules);
  const label = (r: StructureObjectRule) => r.ruleId ?? collapse(r.objectPath);
  const entry = (key: string, r: StructureObjectRule) => ({
    key,
    label: label(r),
    objectUse: collapse(r.objectUse),
  });
  const added = [...b].filter(([k]) => !a.has(k)).map(([k, r]) => entry(k, r));
  const removed = [...a].filter(([k]) => !b.has(k)).map(([k, r]) => entry(k, r));
  const changed: RuleChange[] = [];
  for (const [key, old] of a) {
    const next = b.get(key);
    if (!next) continue;
    const fields: RuleChange['fields'] = [];
    const compare = (field: string, x: string | undefined, y: string | undefined) => {
      if (collapse(x ?? '') !== collapse(y ?? ''))
        fields.push({ field, before: collapse(x ?? ''), after: collapse(y ?? '') });
    };
    compare('objectPath', old.objectPath, next.objectPath);
    compare('allowedObjectFlag', old.allowedObjectFlag, next.allowedObjectFlag);
    compare('objectUse', old.objectUse, next.objectUse);
    compare('severity', old.severity, next.severity);
    compare('context', old.rulesContext, next.rulesContext);
    const oldValues = old.objectValues.map(valueKey);
    const newValues = next.objectValues.map(valueKey);
    const valuesAdded = minus(newValues, oldValues);
    const valuesRemoved = minus(oldValues, newValues);
    if (fields.length || valuesAdded.length || valuesRemoved.length)
      changed.push({ key, label: label(next), fields, valuesAdded, valuesRemoved });
  }
  const snsA = snsPaths(before.sns ?? []);
  const snsB = snsPaths(after.sns ?? []);
  const notation = (n: BrexRules['notationRules'][number]) =>
    `${n.name} ${n.allowed ? 'allowed' : 'not allowed'}`;
  const notA = before.notationRules.map(notation);
  const notB = after.notationRules.map(notation);
  const namesA = before.notationRules.map((n) => n.name);
  const namesB = after.notationRules.map((n) => n.name);
  const narrA = (before.nonContextRules ?? []).map(collapse);
  const narrB = (after.nonContextRules ?? []).map(collapse);
  const diff: Omit<BrexDiff, 'same'> = {
    added,
    removed,
    changed,
    snsAdded: minus(snsB, snsA),
    snsRemoved: minus(snsA, snsB),
    notationsAdded: minus(namesB, namesA),
    notationsRemoved: minus(namesA, namesB),
    notationsChanged: minus(notB, notA).filter((n) => namesA.includes(n.split(' ')[0]!)),
    narrativeAdded: minus(narrB, narrA),
    narrativeRemoved: minus(narrA, narrB),
  };
  const same = Object.values(diff).every((list) => list.length === 0);
  return { ...diff, same };
}
