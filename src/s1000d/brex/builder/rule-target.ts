/**
 * What a structure rule's objectPath points at, as far as tailoring needs to know: the last
 * step (an attribute "@infoCode" or an element "infoName") and the element it sits on, when
 * the path names it ("dmCode" in //dmIdent/dmCode/@infoCode; none in //@infoCode).
 */
export type RuleTarget = { step: string; on: string | null };

/** Splits at a separator that is outside brackets, parentheses and quotes. */
function splitTopLevel(text: string, separator: '|' | '/'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function normalizeStep(step: string): string | null {
  const bare = step.replace(/\[.*$/s, '').trim();
  const named = bare.replace(/^attribute::/, '@').replace(/^child::/, '');
  return /^@?[A-Za-z_][\w.-]*$/.test(named) ? named : null;
}

/**
 * The targets of a path, one per branch of a union; undefined when a branch is not a plain
 * location path ending in a name (a function call, a filter, a wildcard): such a rule is
 * not matched to a parent's rule.
 */
export function ruleTargets(objectPath: string): RuleTarget[] | undefined {
  const targets: RuleTarget[] = [];
  for (const branch of splitTopLevel(objectPath.trim(), '|')) {
    const steps = splitTopLevel(branch.trim(), '/');
    const step = normalizeStep(steps.at(-1) ?? '');
    if (!step || steps.length < 2) return undefined;
    const before = steps.at(-2)!.trim();
    // "//x" leaves an empty step before x: any element, so the target names none.
    const on = before === '' ? null : normalizeStep(before);
    if (before !== '' && on === null) return undefined;
    targets.push({ step, on: on?.startsWith('@') ? null : on });
  }
  return targets;
}

/** Whether two paths may select the same nodes: same last step, and no contradicting parent. */
export function targetsMeet(
  a: readonly RuleTarget[] | undefined,
  b: readonly RuleTarget[] | undefined,
): boolean {
  if (!a || !b) return false;
  return a.some((x) =>
    b.some((y) => x.step === y.step && (x.on === null || y.on === null || x.on === y.on)),
  );
}
