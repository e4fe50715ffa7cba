import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LIMITS,
  RULES_LIMITS_BEGIN,
  RULES_LIMITS_END,
  limitFunctionName,
  renderRulesLimits,
  textProblem,
} from './limits.ts';

const rulesPath = resolve(import.meta.dirname, '../../firestore.rules');

describe('limits', () => {
  it('firestore.rules carries the generated limits, unchanged', () => {
    const rules = readFileSync(rulesPath, 'utf8');
    const start = rules.indexOf(RULES_LIMITS_BEGIN);
    const end = rules.indexOf(RULES_LIMITS_END);
    expect(start).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(start);
    const current = rules.slice(start, end + RULES_LIMITS_END.length);
    if (process.env.UPDATE_RULES_LIMITS === '1' && current !== renderRulesLimits()) {
      writeFileSync(rulesPath, rules.replace(current, renderRulesLimits()));
      return;
    }
    expect(current).toBe(renderRulesLimits());
  });

  it('every limit is enforced by a rule', () => {
    const rules = readFileSync(rulesPath, 'utf8');
    const outside =
      rules.slice(0, rules.indexOf(RULES_LIMITS_BEGIN)) +
      rules.slice(rules.indexOf(RULES_LIMITS_END));
    const unused = Object.entries(LIMITS).flatMap(([collection, fields]) =>
      Object.keys(fields)
        .map((field) => limitFunctionName(collection, field))
        .filter((name) => !outside.includes(`${name}()`)),
    );
    expect(unused).toEqual([]);
  });

  it('counts what the rules count: UTF-16 code units', () => {
    expect(textProblem('😀'.repeat(50), 100)).toBeNull();
    expect(textProblem('😀'.repeat(51), 100)).toBe('Use at most 100 characters (this has 102).');
    expect(textProblem('  ', 10, { required: true })).toBe('Enter a value.');
  });
});
