import { workerJobs } from '../common/worker-job.ts';
import type { PatternWorkerApi } from './pattern-worker.ts';

export const inPatternWorker = workerJobs<PatternWorkerApi>(
  () => new Worker(new URL('./pattern-worker.ts', import.meta.url), { type: 'module' }),
);
