import type { ObjectReport } from '../report';
import type { FromWorker, NamedFile, ToWorker, WorkerCheckOptions } from './protocol';

export type PoolProgress = { done: number; total: number; report: ObjectReport; index: number };

export type PoolRequest = {
  objects: readonly NamedFile[];
  brex: readonly NamedFile[];
  defaultBrex: readonly NamedFile[];
  options: WorkerCheckOptions;
  /** How many workers (default: the cores the browser reports, at most 4, at least 1). */
  workers?: number;
  /** Starts one worker; the page passes () => new Worker(new URL(...), { type: 'module' }). */
  createWorker: () => Worker;
  onProgress?: (progress: PoolProgress) => void;
  signal?: AbortSignal;
};

let nextJob = 1;

/**
 * Checks objects in several workers at once and returns one report per object, in the
 * order given. Objects are dealt out in contiguous slices; aborting the signal stops every
 * worker and rejects with an AbortError.
 */
export function checkInWorkers(request: PoolRequest): Promise<ObjectReport[]> {
  const total = request.objects.length;
  const cores = (globalThis.navigator?.hardwareConcurrency ?? 1) || 1;
  const count = Math.max(1, Math.min(request.workers ?? Math.min(cores, 4), total || 1));
  const reports: ObjectReport[] = new Array(total);
  const workers: Worker[] = [];
  let done = 0;
  return new Promise<ObjectReport[]>((resolve, reject) => {
    const stop = () => workers.forEach((w) => w.terminate());
    if (request.signal?.aborted) return reject(new DOMException('Cancelled', 'AbortError'));
    request.signal?.addEventListener('abort', () => {
      stop();
      reject(new DOMException('Cancelled', 'AbortError'));
    });
    if (total === 0) return resolve([]);
    let finished = 0;
    const size = Math.ceil(total / count);
    for (let w = 0; w < count; w++) {
      const offset = w * size;
      const slice = request.objects.slice(offset, offset + size);
      if (slice.length === 0) {
        finished++;
        continue;
      }
      const worker = request.createWorker();
      workers.push(worker);
      const job = nextJob++;
      worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'report') {
          const index = offset + message.index;
          reports[index] = message.report;
          done++;
          request.onProgress?.({ done, total, report: message.report, index });
        } else if (message.type === 'failed') {
          stop();
          reject(new Error(message.message));
        } else if (++finished === count) {
          stop();
          resolve(reports);
        }
      };
      worker.onerror = (event) => {
        stop();
        reject(new Error(event.message || 'The BREX worker failed'));
      };
      const message: ToWorker = {
        type: 'check',
        job,
        objects: slice,
        brex: [...request.brex],
        defaultBrex: [...request.defaultBrex],
        options: request.options,
      };
      worker.postMessage(message);
    }
  });
}
