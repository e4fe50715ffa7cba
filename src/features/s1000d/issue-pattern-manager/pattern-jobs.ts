import type { Remote } from 'comlink';
import { runWorkerJob } from '../common/worker-job.ts';
import type { PatternWorkerApi } from './pattern-worker.ts';

export function inPatternWorker<T>(
  job: (api: Remote<PatternWorkerApi>) => Promise<T>,
  signal?: AbortSignal,
) {
  return runWorkerJob<PatternWorkerApi, T>(
    () => new Worker(new URL('./pattern-worker.ts', import.meta.url), { type: 'module' }),
    job,
    signal,
  );
}
