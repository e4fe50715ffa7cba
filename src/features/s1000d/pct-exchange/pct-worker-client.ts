import { forwardTo, workerJobs } from '../common/worker-job.ts';
import type { PctWorkerApi } from './pct-worker.ts';

const forward = forwardTo(
  workerJobs<PctWorkerApi>(
    () => new Worker(new URL('./pct-worker.ts', import.meta.url), { type: 'module' }),
  ),
);
export const pctMappingInWorker = forward('mapping');
export const exportPctInWorker = forward('exportPct');
export const importPctInWorker = forward('importPct');
