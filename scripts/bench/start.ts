// Time from `npm start` to a served app: a first start (seeding, empty data) and a restart.
//   npx tsx scripts/bench/start.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp } from '../../e2e/support/start-app.ts';
import { reportBench } from './report.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ips-bench-start-'));
const outDir = mkdtempSync(join(tmpdir(), 'ips-bench-dist-'));
const rows = [];
for (const label of ['first start (empty data, seeding)', 'restart (data kept)']) {
  const started = Date.now();
  const app = await startApp(dataDir, outDir);
  const response = await fetch(app.url);
  if (!response.ok) throw new Error(`${app.url} answered ${response.status}`);
  rows.push({
    metric: `npm start → app served: ${label}`,
    value: (Date.now() - started) / 1000,
    unit: 's',
  });
  await app.interrupt();
}
reportBench('start', rows);
rmSync(dataDir, { recursive: true, force: true });
rmSync(outDir, { recursive: true, force: true });
