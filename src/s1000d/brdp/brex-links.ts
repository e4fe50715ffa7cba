import type { BrexRules } from '../brex/brex-model';
import type { BrdpDecision } from './brdp-model';

/** A BREX rule that cites a decision, as an author recognises it. */
export type CitingRule = { brex: string; objectPath: string; objectUse: string; line?: number };

export type DecisionLinks = {
  /** Rules in the project's BREX whose brDecisionRef names the decision. */
  citedBy: CitingRule[];
  /** Rule ids the decision lists that no BREX of the project holds. */
  missing: string[];
};

/**
 * Links decisions and BREX rules both ways: which structure and notation rules cite each
 * decision number (brDecisionRef/@brDecisionIdentNumber), and which rule ids a decision
 * lists that the given BREX do not contain.
 */
export function linkDecisionsToBrex(
  decisions: readonly BrdpDecision[],
  brexList: readonly BrexRules[],
): Map<string, DecisionLinks> {
  const citing = new Map<string, CitingRule[]>();
  const ruleIds = new Set<string>();
  for (const brex of brexList) {
    const rules = [
      ...brex.structureRules.map((r) => ({
        id: r.ruleId,
        objectPath: r.objectPath,
        objectUse: r.objectUse,
        line: r.line,
      })),
      ...brex.notationRules.map((r) => ({
        id: r.ruleId,
        objectPath: `notation ${r.name}`,
        objectUse: r.objectUse,
        line: undefined,
      })),
    ];
    for (const rule of rules) {
      if (!rule.id) continue;
      ruleIds.add(rule.id);
      const cited: CitingRule = {
        brex: brex.code ?? brex.fileName,
        objectPath: rule.objectPath,
        objectUse: rule.objectUse,
      };
      if (rule.line !== undefined) cited.line = rule.line;
      citing.set(rule.id, [...(citing.get(rule.id) ?? []), cited]);
    }
  }
  return new Map(
    decisions.map((d) => [
      d.brdpId,
      {
        citedBy: citing.get(d.decisionNumber) ?? [],
        missing: d.brexRules.filter((id) => !ruleIds.has(id)),
      },
    ]),
  );
}
