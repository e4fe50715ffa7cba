import { proxy, transfer, wrap } from 'comlink';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import type { UploadWorkerApi } from './upload-worker.ts';

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled; nothing was stored.');
  }
}

/**
 * Plans an upload in a fresh worker. Cancelling terminates the worker at once, whatever it
 * is parsing, so a hostile or huge file can never hold the page.
 */
export function planUploadInWorker(
  files: UploadFile[],
  existing: ObjectListing[],
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<UploadDecision[]> {
  const worker = new Worker(new URL('./upload-worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<UploadWorkerApi>(worker);
  return new Promise<UploadDecision[]>((resolve, reject) => {
    const cancel = () => {
      worker.terminate();
      reject(new UploadCancelled());
    };
    if (signal.aborted) return cancel();
    signal.addEventListener('abort', cancel, { once: true });
    const buffers = [...new Set(files.map((f) => f.bytes.buffer as ArrayBuffer))];
    api
      .plan(transfer(files, buffers), existing, proxy(onProgress))
      .then(resolve, reject)
      .finally(() => {
        signal.removeEventListener('abort', cancel);
        worker.terminate();
      });
  });
}
