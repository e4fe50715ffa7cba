import type { Remote } from 'comlink';
import { runWorkerJob } from '../common/worker-job.ts';
import type { IlocWorkerApi } from './iloc-worker.ts';

export function inIlocWorker<T>(job: (api: Remote<IlocWorkerApi>) => Promise<T>) {
  return runWorkerJob<IlocWorkerApi, T>(
    () => new Worker(new URL('./iloc-worker.ts', import.meta.url), { type: 'module' }),
    job,
  );
}
