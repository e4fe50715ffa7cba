import { CRITERIA, CRITERION_GROUPS, type CriterionGroup } from './checklist-criteria.ts';

export const MAX_TOOLS = 8;
export const MAX_SCORE = 5;
export const SCORE_LABELS = ['0 none', '1 poor', '2 partial', '3 adequate', '4 good', '5 complete'];

export type Tool = { id: string; name: string };
/** One evaluation: the candidates, each criterion's weight, the must-haves and the scores. */
export type Evaluation = {
  tools: Tool[];
  weights: Record<string, number>;
  mustHave: string[];
  /** scores[toolId][criterionId], 0–5; missing means not scored yet. */
  scores: Record<string, Record<string, number>>;
};

export type ToolResult = {
  tool: Tool;
  /** Weighted score as a percentage of the best possible. */
  percent: number;
  byGroup: Record<CriterionGroup, number>;
  unscored: number;
  /** Must-have criteria this tool scores 0 on, or has not been scored on. */
  missedMustHaves: string[];
};

export const EMPTY_EVALUATION: Evaluation = {
  tools: [],
  weights: Object.fromEntries(CRITERIA.map((c) => [c.id, c.weight])),
  mustHave: ['issues', 'schema-validation', 'brex'],
  scores: {},
};

const percentOf = (got: number, best: number) => (best > 0 ? (got / best) * 100 : 0);

/** Each tool's weighted score overall and per group, best first; ties keep their order. */
export function scoreEvaluation(evaluation: Evaluation): ToolResult[] {
  const results = evaluation.tools.map((tool) => {
    const scores = evaluation.scores[tool.id] ?? {};
    const totals = { got: 0, best: 0 };
    const groups = Object.fromEntries(CRITERION_GROUPS.map(([g]) => [g, { got: 0, best: 0 }]));
    let unscored = 0;
    for (const criterion of CRITERIA) {
      const weight = evaluation.weights[criterion.id] ?? criterion.weight;
      const score = scores[criterion.id];
      if (score === undefined) unscored += 1;
      const got = weight * (score ?? 0);
      const best = weight * MAX_SCORE;
      totals.got += got;
      totals.best += best;
      groups[criterion.group]!.got += got;
      groups[criterion.group]!.best += best;
    }
    const missedMustHaves = CRITERIA.filter(
      (c) => evaluation.mustHave.includes(c.id) && !(scores[c.id]! > 0),
    ).map((c) => c.title);
    return {
      tool,
      percent: percentOf(totals.got, totals.best),
      byGroup: Object.fromEntries(
        Object.entries(groups).map(([g, t]) => [g, percentOf(t.got, t.best)]),
      ) as Record<CriterionGroup, number>,
      unscored,
      missedMustHaves,
    };
  });
  return results.sort((a, b) => b.percent - a.percent);
}

/** Why a tool name cannot be added, or null. */
export function toolNameError(name: string, tools: readonly Tool[]): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Enter the tool name.';
  if (trimmed.length > 80) return 'A tool name has at most 80 characters.';
  if (tools.some((t) => t.name.toLowerCase() === trimmed.toLowerCase()))
    return `"${trimmed}" is already in the evaluation.`;
  if (tools.length >= MAX_TOOLS) return `An evaluation compares at most ${MAX_TOOLS} tools.`;
  return null;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The checklist as CSV: a row a criterion with its weight and each tool's score, then the totals. */
export function evaluationCsv(evaluation: Evaluation): string {
  const results = new Map(scoreEvaluation(evaluation).map((r) => [r.tool.id, r]));
  const groupLabel = Object.fromEntries(CRITERION_GROUPS);
  const rows: (string | number)[][] = [
    ['Group', 'Criterion', 'Weight', 'Must have', ...evaluation.tools.map((t) => t.name)],
    ...CRITERIA.map((c) => [
      groupLabel[c.group]!,
      c.title,
      evaluation.weights[c.id] ?? c.weight,
      evaluation.mustHave.includes(c.id) ? 'yes' : 'no',
      ...evaluation.tools.map((t) => evaluation.scores[t.id]?.[c.id] ?? ''),
    ]),
    [
      '',
      'Weighted score (%)',
      '',
      '',
      ...evaluation.tools.map((t) => Math.round(results.get(t.id)!.percent * 10) / 10),
    ],
  ];
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`;
}

const FORMAT = 'ips-studio-software-checklist';

export function evaluationJson(evaluation: Evaluation): string {
  return `${JSON.stringify({ format: FORMAT, version: 1, ...evaluation }, null, 2)}\n`;
}

const isScore = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SCORE;

/** An exported evaluation read back; anything that is not one is refused whole, with the reason. */
export function readEvaluationJson(
  text: string,
): { ok: true; evaluation: Evaluation } | { ok: false; error: string } {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { ok: false, error: 'This file is not JSON.' };
  }
  if (data?.format !== FORMAT) {
    return { ok: false, error: 'This file is not a software checklist exported from IPS Studio.' };
  }
  const tools = Array.isArray(data.tools) ? data.tools : [];
  const valid: Tool[] = [];
  for (const t of tools as Record<string, unknown>[]) {
    const name = typeof t?.name === 'string' ? t.name : '';
    const id = typeof t?.id === 'string' ? t.id : '';
    if (!id || toolNameError(name, valid)) {
      return { ok: false, error: `The tool "${name || '(no name)'}" cannot be read.` };
    }
    valid.push({ id, name: name.trim() });
  }
  const weights = { ...EMPTY_EVALUATION.weights };
  for (const [id, w] of Object.entries((data.weights ?? {}) as Record<string, unknown>)) {
    if (!(id in weights)) continue;
    if (!isScore(w))
      return { ok: false, error: `The weight of "${id}" must be a whole number from 0 to 5.` };
    weights[id] = w;
  }
  const scores: Evaluation['scores'] = {};
  const storedScores = (data.scores ?? {}) as Record<string, Record<string, unknown>>;
  for (const tool of valid) {
    scores[tool.id] = {};
    for (const [id, s] of Object.entries(storedScores[tool.id] ?? {})) {
      if (!(id in weights)) continue;
      if (!isScore(s))
        return { ok: false, error: `A score of ${tool.name} must be a whole number from 0 to 5.` };
      scores[tool.id]![id] = s;
    }
  }
  const mustHave = (Array.isArray(data.mustHave) ? data.mustHave : []).filter(
    (id): id is string => typeof id === 'string' && id in weights,
  );
  return { ok: true, evaluation: { tools: valid, weights, mustHave, scores } };
}
