import type { Remote } from 'comlink';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { ImportWorkerApi } from './import-worker.ts';

/** One call into the import's worker, in a fresh worker that ends with it. */
export function inImportWorker<T>(
  job: (api: Remote<ImportWorkerApi>) => Promise<T>,
  signal?: AbortSignal,
) {
  return runWorkerJob<ImportWorkerApi, T>(
    () => new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' }),
    job,
    signal,
  );
}
