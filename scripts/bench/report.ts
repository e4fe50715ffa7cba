import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

export type BenchRow = {
  metric: string;
  value: number;
  unit: string;
  /** The goal, as '≤ 600', '< 1000', '≥ 5' or '> 0'; the table shows the ratio and whether it is met. */
  target?: string;
  /** Why a figure is what it is; for a missed goal, why it is missed. */
  note?: string;
};

type Goal = { bound: number; atMost: boolean; strict: boolean };

export function parseGoal(target: string | undefined): Goal | undefined {
  const match = /^\s*(≤|<=|<|≥|>=|>)\s*([\d.,]+)/.exec(target ?? '');
  if (!match) return undefined;
  const op = match[1]!;
  return {
    bound: Number(match[2]!.replace(/,/g, '')),
    atMost: op.startsWith('≤') || op.startsWith('<'),
    strict: op === '<' || op === '>',
  };
}

const round = (n: number) => (Number.isInteger(n) ? n : Number(n.toFixed(2)));

/** 'met', or by how much the goal is missed, in the row's unit and as a ratio. */
export function goalStatus(row: BenchRow): { ratio: string; status: string } {
  const goal = parseGoal(row.target);
  if (!goal || goal.bound === 0) return { ratio: '', status: '' };
  const ratio = row.value / goal.bound;
  const met = goal.atMost
    ? goal.strict
      ? row.value < goal.bound
      : row.value <= goal.bound
    : goal.strict
      ? row.value > goal.bound
      : row.value >= goal.bound;
  const gap = Math.abs(row.value - goal.bound);
  return {
    ratio: `${ratio.toFixed(2)}×`,
    status: met ? 'met' : `MISSED by ${round(gap)} ${row.unit}`,
  };
}

/**
 * Prints one table and writes its figures to bench-results/latest/<name>.json, which git
 * ignores. `npm run bench -- --record` (BENCH_RECORD=1) also writes bench-results/<name>.json,
 * the committed record.
 */
export function reportBench(name: string, rows: BenchRow[], extra: Record<string, unknown> = {}) {
  const results = join(import.meta.dirname, '..', '..', 'bench-results');
  const body =
    JSON.stringify(
      { name, measuredAt: new Date().toISOString(), loadAverage: loadavg(), rows, ...extra },
      null,
      2,
    ) + '\n';
  mkdirSync(join(results, 'latest'), { recursive: true });
  writeFileSync(join(results, 'latest', `${name}.json`), body);
  if (process.env.BENCH_RECORD === '1') writeFileSync(join(results, `${name}.json`), body);
  console.log(`\n## ${name}`);
  console.table(
    rows.map((r) => ({
      metric: r.metric,
      value: round(r.value),
      unit: r.unit,
      goal: r.target ?? '',
      ...goalStatus(r),
      note: r.note ?? '',
    })),
  );
}
