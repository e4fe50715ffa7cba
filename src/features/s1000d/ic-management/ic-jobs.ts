import type { Remote } from 'comlink';
import { runWorkerJob } from '../common/worker-job.ts';
import type { IcWorkerApi } from './ic-worker.ts';

export function inIcWorker<T>(job: (api: Remote<IcWorkerApi>) => Promise<T>) {
  return runWorkerJob<IcWorkerApi, T>(
    () => new Worker(new URL('./ic-worker.ts', import.meta.url), { type: 'module' }),
    job,
  );
}
