import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.ts';

/** `npm run bench`: every scripts/bench/*.ts but the shared reporter, one after another. */
const only = process.argv.slice(2);
const benches = readdirSync(join(ROOT, 'scripts', 'bench'))
  .filter((f) => f.endsWith('.ts') && f !== 'report.ts')
  .filter((f) => only.length === 0 || only.includes(f.replace(/\.ts$/, '')))
  .sort();
let failed = 0;
for (const file of benches) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join('scripts', 'bench', file)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`bench ${file} failed`);
    failed = 1;
  }
}
process.exit(failed);
