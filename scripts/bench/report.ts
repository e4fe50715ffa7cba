import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type BenchRow = {
  metric: string;
  value: number;
  unit: string;
  target?: string;
  note?: string;
};

/** Prints one table and writes bench-results/<name>.json; every bench reports through here. */
export function reportBench(name: string, rows: BenchRow[], extra: Record<string, unknown> = {}) {
  const dir = join(process.cwd(), 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${name}.json`),
    JSON.stringify({ name, measuredAt: new Date().toISOString(), rows, ...extra }, null, 2) + '\n',
  );
  console.log(`\n## ${name}`);
  console.table(
    rows.map((r) => ({
      metric: r.metric,
      value: Number.isInteger(r.value) ? r.value : Number(r.value.toFixed(2)),
      unit: r.unit,
      target: r.target ?? '',
      note: r.note ?? '',
    })),
  );
}
