import { proxy, wrap, type Remote } from 'comlink';

export class JobCancelled extends Error {
  constructor() {
    super('Cancelled; nothing was changed.');
  }
}

export function keepAlive(value: unknown) {
  return value;
}

/**
 * Passes a page callback (progress) to the worker. A proxied callback talks over a channel of
 * its own, so its last calls may arrive after the job's answer: once the job has settled they
 * are dropped, or a late "Checking files: 5 of 5" would overwrite the finished summary.
 */
export type JobCallback = <Args extends unknown[]>(
  fn: (...args: Args) => void,
) => (...args: Args) => void;

/**
 * Runs one job in a fresh worker and ends the worker afterwards. Cancelling terminates it at
 * once, whatever it is parsing, so a hostile or huge file never holds the page.
 */
export function runWorkerJob<Api, T>(
  makeWorker: () => Worker,
  job: (api: Remote<Api>, callback: JobCallback) => Promise<T>,
  signal?: AbortSignal,
  /** What a cancelled job rejects with (the upload says nothing was stored). */
  cancelled: () => Error = () => new JobCancelled(),
): Promise<T> {
  const worker = makeWorker();
  const api = wrap<Api>(worker);
  let settled = false;
  const callback: JobCallback = (fn) =>
    proxy((...args) => {
      if (!settled) fn(...args);
    });
  return new Promise<T>((resolve, reject) => {
    const cancel = () => {
      settled = true;
      worker.terminate();
      reject(cancelled());
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    job(api, callback)
      .then(
        (value) => {
          settled = true;
          resolve(value);
        },
        (cause: unknown) => {
          settled = true;
          reject(cause as Error);
        },
      )
      .finally(() => {
        // Holds the proxy until the job ends: comlink releases the worker's endpoint once its
        // proxy is garbage collected, and the job's answer then never comes.
        keepAlive(api);
        signal?.removeEventListener('abort', cancel);
        worker.terminate();
      });
  });
}

/**
 * The runner of one worker's jobs: each call is a runWorkerJob in a fresh worker. The page's
 * client names its worker once (Vite finds the worker by the `new Worker(new URL(...))` there).
 */
export const workerJobs =
  <Api>(makeWorker: () => Worker, cancelled?: () => Error): WorkerJobs<Api> =>
  (job, signal) =>
    runWorkerJob(makeWorker, job, signal, cancelled);

export type WorkerJobs<Api> = <T>(
  job: (api: Remote<Api>, callback: JobCallback) => Promise<T>,
  signal?: AbortSignal,
) => Promise<T>;

type WorkerFunction = (...args: never[]) => unknown;

/**
 * A page function that runs the worker's own function `name` with the same arguments, so the
 * worker alone says what each argument means.
 */
export const forwardTo =
  <Api extends Record<string, WorkerFunction>>(inWorker: WorkerJobs<Api>) =>
  <K extends keyof Api>(name: K) =>
  (...args: Parameters<Api[K]>) =>
    inWorker((api) =>
      (api[name] as unknown as (...a: Parameters<Api[K]>) => Promise<Awaited<ReturnType<Api[K]>>>)(
        ...args,
      ),
    );
