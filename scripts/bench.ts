import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.ts';

/**
 * `npm run bench [-- names…] [-- --record]`: every scripts/bench/*.ts but the shared reporter,
 * one after another. Results go to bench-results/latest/ (ignored by git); --record also
 * rewrites the committed bench-results/*.json.
 */
const args = process.argv.slice(2);
const record = args.includes('--record');
const only = args.filter((a) => !a.startsWith('--'));
const benches = readdirSync(join(ROOT, 'scripts', 'bench'))
  .filter((f) => f.endsWith('.ts') && f !== 'report.ts')
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
  .sort();
let failed = 0;
for (const file of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join('scripts', 'bench', file)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...(record ? { BENCH_RECORD: '1' } : {}) },
  });
  if (result.status !== 0) {
    console.error(`bench ${file} failed`);
    failed = 1;
  }
}
process.exit(failed);
