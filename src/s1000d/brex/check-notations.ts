import type { S1000dXml } from '../xml/load-xml';
import type { BrexRules } from './brex-model';
import type { BrexFinding } from './finding';

/**
 * Notations of the object's unparsed (ICN) entities must be allowed by a notation rule.
 * Skipped when no BREX has notation rules: a BREX silent on notations allows them all,
 * rather than failing every illustrated module.
 */
export function checkNotations(object: S1000dXml, brexList: readonly BrexRules[]): BrexFinding[] {
  const rules = brexList.flatMap((b) => b.notationRules.map((r) => ({ ...r, brex: b.fileName })));
  if (rules.length === 0) return [];
  const used = new Set(
    (object.doctype?.entities ?? []).flatMap((e) => (e.notation ? [e.notation] : [])),
  );
  const findings: BrexFinding[] = [];
  for (const notation of used) {
    const explicit = rules.find((r) => r.name === notation);
    if (explicit?.allowed) continue;
    const rule = explicit ?? rules.find((r) => r.allowed);
    findings.push({
      kind: 'notation',
      object: object.fileName,
      fail: true,
      value: notation,
      ...(rule ? { brex: rule.brex, objectUse: rule.objectUse } : {}),
      ...(rule?.ruleId ? { ruleId: rule.ruleId } : {}),
      message: explicit
        ? `Notation "${notation}" is not allowed: ${explicit.objectUse}`
        : `Notation "${notation}" is not among the allowed notations`,
    });
  }
  return findings;
}
