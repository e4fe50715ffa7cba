import { wrap, type Remote } from 'comlink';

export class JobCancelled extends Error {
  constructor() {
    super('Cancelled; nothing was changed.');
  }
}

export function keepAlive(value: unknown) {
  return value;
}

/**
 * Runs one job in a fresh worker and ends the worker afterwards. Cancelling terminates it at
 * once, whatever it is parsing, so a hostile or huge file never holds the page.
 */
export function runWorkerJob<Api, T>(
  makeWorker: () => Worker,
  job: (api: Remote<Api>) => Promise<T>,
  signal?: AbortSignal,
  /** What a cancelled job rejects with (the upload says nothing was stored). */
  cancelled: () => Error = () => new JobCancelled(),
): Promise<T> {
  const worker = makeWorker();
  const api = wrap<Api>(worker);
  return new Promise<T>((resolve, reject) => {
    const cancel = () => {
      worker.terminate();
      reject(cancelled());
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    job(api)
      .then(resolve, reject)
      .finally(() => {
        // Holds the proxy until the job ends: comlink releases the worker's endpoint once its
        // proxy is garbage collected, and the job's answer then never comes.
        keepAlive(api);
        signal?.removeEventListener('abort', cancel);
        worker.terminate();
      });
  });
}
