import type { Remote } from 'comlink';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { DataSetWorkerApi } from './data-set-worker.ts';

/** One call into the data set builder's worker, in a fresh worker that ends with it. */
export function inDataSetWorker<T>(job: (api: Remote<DataSetWorkerApi>) => Promise<T>) {
  return runWorkerJob<DataSetWorkerApi, T>(
    () => new Worker(new URL('./data-set-worker.ts', import.meta.url), { type: 'module' }),
    job,
  );
}
