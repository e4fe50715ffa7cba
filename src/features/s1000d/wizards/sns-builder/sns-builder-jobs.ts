import type { Remote } from 'comlink';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { SnsBuilderWorkerApi } from './sns-builder-worker.ts';

/** One call into the SNS builder's worker, in a fresh worker that ends with it. */
export function inSnsWorker<T>(job: (api: Remote<SnsBuilderWorkerApi>) => Promise<T>) {
  return runWorkerJob<SnsBuilderWorkerApi, T>(
    () => new Worker(new URL('./sns-builder-worker.ts', import.meta.url), { type: 'module' }),
    job,
  );
}
