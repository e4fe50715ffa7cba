import { describe, expect, it } from 'vitest';
import {
  EMPTY_EVALUATION,
  evaluationCsv,
  evaluationJson,
  readEvaluationJson,
  scoreEvaluation,
  toolNameError,
  type Evaluation,
} from './checklist.ts';
import { CRITERIA } from './checklist-criteria.ts';

/** Two tools; only three criteria weigh anything, so the arithmetic is easy to follow. */
const weights = Object.fromEntries(CRITERIA.map((c) => [c.id, 0]));
const evaluation: Evaluation = {
  tools: [
    { id: 'a', name: 'Alpha CSDB' },
    { id: 'b', name: 'Beta Editor' },
  ],
  weights: { ...weights, issues: 5, brex: 3, scorm: 2 },
  mustHave: ['brex'],
  scores: {
    a: { issues: 4, brex: 0, scorm: 5 },
    b: { issues: 5, brex: 5 },
  },
};

describe('scoreEvaluation', () => {
  it('weighs each score and ranks the tools, best first', () => {
    const [first, second] = scoreEvaluation(evaluation);
    // Beta: (5×5 + 3×5 + 2×0) / (10×5) = 40/50; Alpha: (5×4 + 0 + 2×5) / 50 = 30/50.
    expect(first!.tool.name).toBe('Beta Editor');
    expect(first!.percent).toBeCloseTo(80, 9);
    expect(second!.percent).toBeCloseTo(60, 9);
    expect(first!.byGroup.csdb).toBeCloseTo(100, 9);
    expect(first!.byGroup.publication).toBe(0);
    expect(first!.byGroup.authoring).toBe(0);
  });

  it('names the must-haves a tool misses and counts what is not scored', () => {
    const results = new Map(scoreEvaluation(evaluation).map((r) => [r.tool.id, r]));
    expect(results.get('a')!.missedMustHaves).toEqual(['BREX checking']);
    expect(results.get('b')!.missedMustHaves).toEqual([]);
    expect(results.get('b')!.unscored).toBe(CRITERIA.length - 2);
  });
});

describe('toolNameError', () => {
  it('refuses empty, duplicate, long names and a ninth tool', () => {
    expect(toolNameError('  ', [])).toBe('Enter the tool name.');
    expect(toolNameError('alpha csdb', evaluation.tools)).toBe(
      '"alpha csdb" is already in the evaluation.',
    );
    expect(toolNameError('x'.repeat(81), [])).toMatch(/at most 80/);
    const eight = Array.from({ length: 8 }, (_, i) => ({ id: `${i}`, name: `T${i}` }));
    expect(toolNameError('Ninth', eight)).toBe('An evaluation compares at most 8 tools.');
    expect(toolNameError('Gamma', evaluation.tools)).toBeNull();
  });
});

describe('evaluationCsv', () => {
  it('has a row a criterion and the weighted scores last', () => {
    const lines = evaluationCsv(evaluation).trimEnd().split('\n');
    expect(lines[0]).toBe('Group,Criterion,Weight,Must have,Alpha CSDB,Beta Editor');
    expect(lines).toContain('Common source database,S1000D issues supported,5,no,4,5');
    expect(lines).toContain('Validation and quality,BREX checking,3,yes,0,5');
    expect(lines.at(-1)).toBe(',Weighted score (%),,,60,80');
    expect(lines).toHaveLength(CRITERIA.length + 2);
  });
});

describe('evaluation JSON', () => {
  it('round-trips', () => {
    expect(readEvaluationJson(evaluationJson(evaluation))).toEqual({
      ok: true,
      evaluation: { ...evaluation, scores: { a: evaluation.scores.a, b: evaluation.scores.b } },
    });
  });

  it('refuses what it cannot read, whole', () => {
    expect(readEvaluationJson('nope')).toEqual({ ok: false, error: 'This file is not JSON.' });
    expect(readEvaluationJson('{"format":"other"}')).toEqual({
      ok: false,
      error: 'This file is not a software checklist exported from IPS Studio.',
    });
    const badScore = JSON.parse(evaluationJson(evaluation));
    badScore.scores.a.issues = 7;
    expect(readEvaluationJson(JSON.stringify(badScore))).toEqual({
      ok: false,
      error: 'A score of Alpha CSDB must be a whole number from 0 to 5.',
    });
  });

  it('starts a new evaluation with the default weights and must-haves', () => {
    expect(EMPTY_EVALUATION.weights.brex).toBe(5);
    expect(EMPTY_EVALUATION.mustHave).toContain('schema-validation');
  });
});
