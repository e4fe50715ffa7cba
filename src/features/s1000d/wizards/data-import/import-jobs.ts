import type { Remote } from 'comlink';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { ModulesWorkerApi } from './modules-worker.ts';
import type { ReadWorkerApi } from './read-worker.ts';

/** Reads a document in a fresh worker (mammoth, marked) that ends with the job. */
export function inReadWorker<T>(
  job: (api: Remote<ReadWorkerApi>) => Promise<T>,
  signal: AbortSignal,
) {
  return runWorkerJob<ReadWorkerApi, T>(
    () => new Worker(new URL('./read-worker.ts', import.meta.url), { type: 'module' }),
    job,
    signal,
  );
}

/** Makes the modules in a fresh, light worker: the preview runs it on every change. */
export function inModulesWorker<T>(
  job: (api: Remote<ModulesWorkerApi>) => Promise<T>,
  signal?: AbortSignal,
) {
  return runWorkerJob<ModulesWorkerApi, T>(
    () => new Worker(new URL('./modules-worker.ts', import.meta.url), { type: 'module' }),
    job,
    signal,
  );
}
