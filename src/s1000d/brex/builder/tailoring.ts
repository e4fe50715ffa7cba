import type { BrexRules, ObjectValue, StructureObjectRule } from '../brex-model';
import { matchesObjectValue, matchesRangeNotation } from '../object-value';
import type { RuleDraft, ValueDraft } from './brex-draft';
import { ruleTargets, targetsMeet } from './rule-target';

/** A value of a rule being built that its parent BREX does not let it have. */
export type TailoringProblem = {
  /** Index of the rule in the draft, and the value. */
  rule: number;
  value: string;
  /** The parent rule that decides, by its id or path. */
  parentRule: string;
  message: string;
};

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const tailoringOf = (v: ObjectValue) => v.valueTailoring ?? 'closed';
const labelOf = (r: StructureObjectRule) => r.ruleId ?? collapse(r.objectPath);

/**
 * Checks the values of the rules being built against the parent BREX's valueTailoring
 * (decision 181). A rule restating a parent rule's values (same attribute or element, see
 * rule-target.ts) may only use values the parent allows (a value inside a parent range or
 * pattern is allowed); it may reword a lexical or restrictable value but not a closed one
 * that has a meaning. Leaving values out is the project's choice, as real project BREX do.
 */
export function checkTailoring(rules: readonly RuleDraft[], parent: BrexRules): TailoringProblem[] {
  const problems: TailoringProblem[] = [];
  rules.forEach((rule, index) => {
    if (rule.values.length === 0) return;
    const target = ruleTargets(rule.objectPath);
    const matched = parent.structureRules.filter(
      (r) => r.objectValues.length > 0 && targetsMeet(target, ruleTargets(r.objectPath)),
    );
    if (matched.length === 0) return;
    for (const value of rule.values) {
      const problem = judge(value, matched);
      if (problem) problems.push({ rule: index, value: value.allowed, ...problem });
    }
  });
  return problems;
}

function judge(
  value: ValueDraft,
  parents: readonly StructureObjectRule[],
): { parentRule: string; message: string } | null {
  let refusal: { parentRule: string; message: string } | null = null;
  for (const parent of parents) {
    for (const p of parent.objectValues) {
      const verdict = compare(value, p);
      if (verdict === 'ok') return null;
      if (verdict !== 'none')
        refusal ??= {
          parentRule: labelOf(parent),
          message: verdict.replace('{rule}', labelOf(parent)),
        };
    }
  }
  return (
    refusal ?? {
      parentRule: labelOf(parents[0]!),
      message: `Value "${value.allowed}" is not allowed by the parent BREX rule ${labelOf(parents[0]!)}.`,
    }
  );
}

/** 'ok', 'none' (this parent value has nothing to say) or the reason it is refused. */
function compare(value: ValueDraft, p: ObjectValue): 'ok' | 'none' | string {
  const same = value.form === p.valueForm && value.allowed === p.valueAllowed;
  if (same) {
    const reworded =
      collapse(p.meaning) !== '' &&
      collapse(value.meaning) !== '' &&
      collapse(value.meaning) !== collapse(p.meaning);
    return reworded && tailoringOf(p) === 'closed'
      ? `Value "${value.allowed}" is closed in the parent BREX rule {rule}: its meaning "${collapse(p.meaning)}" may not be changed.`
      : 'ok';
  }
  // A value inside a parent range or pattern uses what the parent leaves to projects (the
  // default BREX's "Project available" info code patterns are closed, and meant to be used).
  return p.valueForm !== 'single' && within(value, p) ? 'ok' : 'none';
}

/** Whether a value stays inside a parent range or pattern (a pattern value never provably does). */
function within(value: ValueDraft, p: ObjectValue): boolean {
  if (value.form === 'single') return matchesObjectValue(value.allowed, p);
  if (value.form === 'range' && p.valueForm === 'range') {
    const ends = value.allowed.split(/[~|]/).filter(Boolean);
    return ends.length > 0 && ends.every((end) => matchesRangeNotation(end, p.valueAllowed));
  }
  return false;
}
