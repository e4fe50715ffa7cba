/** A reusable detector of a recurring problem in S1000D objects (the issue pattern manager's item). */
export type IssuePattern = {
  name: string;
  /** xpath: an XPath 1.0 expression whose nodes (or true) are the problem, as a BREX rule with allowedObjectFlag 0; regex: a regular expression over the text. */
  kind: 'xpath' | 'regex';
  expression: string;
  /** Regular expression flags (i, m, s, u). */
  flags?: string;
  /** Regex only: search the text of these elements (e.g. para); all text when empty. */
  scope?: string;
  message: string;
  severity: 'error' | 'warning' | 'info';
  category?: string;
  /** The business rule decision point the pattern enforces (BRDP-S1-00123 or a project id). */
  brdp?: string;
  /** A BREX severity level for the promoted rule (brsl01…brsl99). */
  brSeverityLevel?: string;
  /** Examples the pattern must find (hit) and must leave alone (clean). */
  examples: { text: string; expect: 'hit' | 'clean' }[];
};

export const PATTERN_SEVERITIES = ['error', 'warning', 'info'] as const;

export const PATTERN_LIMITS = {
  name: 120,
  expression: 2000,
  message: 500,
  category: 60,
  examples: 20,
  exampleText: 20_000,
  /**
   * The examples as the one JSON text they are stored as (decision 1400): 20 of 20,000
   * characters, and room for what JSON escapes. Equal to src/access's limit, which the rules
   * enforce (the engine imports nothing from src; tests/s1000d/issue-patterns.test.ts checks).
   */
  examplesText: 500_000,
} as const;

/** The examples as stored: one JSON text of the list (decision 1400). */
export const examplesText = (examples: IssuePattern['examples']) =>
  JSON.stringify(examples.map((e) => ({ text: e.text, expect: e.expect })));

/** Every problem with a pattern as a form would show them; [] when it can be saved. */
export function validatePattern(p: IssuePattern): string[] {
  const problems: string[] = [];
  if (!p.name.trim()) problems.push('Give the pattern a name.');
  if (p.name.length > PATTERN_LIMITS.name)
    problems.push(`A name has at most ${PATTERN_LIMITS.name} characters.`);
  if (!p.expression.trim())
    problems.push('Write the XPath or regular expression the pattern looks for.');
  if (p.expression.length > PATTERN_LIMITS.expression)
    problems.push(`An expression has at most ${PATTERN_LIMITS.expression} characters.`);
  if (!p.message.trim())
    problems.push('Write the message an author sees when the pattern finds something.');
  if (p.message.length > PATTERN_LIMITS.message)
    problems.push(`A message has at most ${PATTERN_LIMITS.message} characters.`);
  if (!(PATTERN_SEVERITIES as readonly string[]).includes(p.severity))
    problems.push('Severity is error, warning or info.');
  if ((p.category ?? '').length > PATTERN_LIMITS.category)
    problems.push(`A category has at most ${PATTERN_LIMITS.category} characters.`);
  if (p.brSeverityLevel && !/^brsl\d{2}$/.test(p.brSeverityLevel))
    problems.push('A BREX severity level is brsl followed by two digits (brsl01).');
  if (p.brdp && !/^[A-Za-z0-9_.-]{1,40}$/.test(p.brdp))
    problems.push('A BRDP id is letters, digits, dots, dashes (BRDP-S1-00123).');
  if (p.examples.length > PATTERN_LIMITS.examples)
    problems.push(`At most ${PATTERN_LIMITS.examples} examples.`);
  if (p.examples.some((e) => e.text.length > PATTERN_LIMITS.exampleText))
    problems.push(
      `An example has at most ${PATTERN_LIMITS.exampleText.toLocaleString('en-US')} characters.`,
    );
  const stored = examplesText(p.examples).length;
  if (stored > PATTERN_LIMITS.examplesText)
    problems.push(
      `The examples take ${stored.toLocaleString('en-US')} characters as stored; at most ${PATTERN_LIMITS.examplesText.toLocaleString('en-US')} fit.`,
    );
  if (p.kind === 'regex') {
    const flags = p.flags ?? '';
    if (!/^[imsu]*$/.test(flags)) problems.push('Regular expression flags are i, m, s and u.');
    else
      try {
        new RegExp(p.expression, flags);
      } catch (error) {
        problems.push(`The regular expression does not compile: ${(error as Error).message}`);
      }
    if (p.scope && !/^[A-Za-z_][\w.-]*$/.test(p.scope))
      problems.push('The scope is one element name (para, title …).');
  } else if (p.kind !== 'xpath') problems.push('A pattern is XPath or a regular expression.');
  return problems;
}
