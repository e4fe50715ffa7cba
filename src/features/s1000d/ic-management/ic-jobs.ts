import { workerJobs } from '../common/worker-job.ts';
import type { IcWorkerApi } from './ic-worker.ts';

export const inIcWorker = workerJobs<IcWorkerApi>(
  () => new Worker(new URL('./ic-worker.ts', import.meta.url), { type: 'module' }),
);
