import { wrap } from 'comlink';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { keepAlive } from '../common/worker-job.ts';
import type { BrexInfoApi } from './brex-info-worker.ts';

/** Runs one job in a fresh worker and ends it afterwards. */
async function inWorker<T>(job: (api: ReturnType<typeof wrap<BrexInfoApi>>) => Promise<T>) {
  const worker = new Worker(new URL('./brex-info-worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<BrexInfoApi>(worker);
  try {
    return await job(api);
  } finally {
    keepAlive(api); // comlink releases the worker's endpoint when its proxy is collected
    worker.terminate();
  }
}

export const summarizeInWorker = (files: NamedFile[]) => inWorker((api) => api.summarize(files));
export const diffInWorker = (before: NamedFile, after: NamedFile) =>
  inWorker((api) => api.diff(before, after));
