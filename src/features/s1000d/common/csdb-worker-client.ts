import { proxy, transfer, wrap } from 'comlink';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import type { NewPm, NewPmOptions } from '../../../s1000d/publication/new-pm.ts';
import type { CsdbWorkerApi, NewIssue } from './csdb-worker.ts';
import type { NewDmOptions } from '../../../s1000d/authoring/new-data-module.ts';
import type { NewObject } from '../../../s1000d/authoring/new-object.ts';
import { keepAlive } from './worker-job.ts';

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled; nothing was stored.');
  }
}

/**
 * Runs one job in a fresh worker and ends it afterwards. Cancelling terminates the worker at
 * once, whatever it is parsing, so a hostile or huge file can never hold the page.
 */
function inWorker<T>(
  job: (api: ReturnType<typeof wrap<CsdbWorkerApi>>) => Promise<T>,
  signal?: AbortSignal,
) {
  const worker = new Worker(new URL('./csdb-worker.ts', import.meta.url), { type: 'module' });
  const api = wrap<CsdbWorkerApi>(worker);
  return new Promise<T>((resolve, reject) => {
    const cancel = () => {
      worker.terminate();
      reject(new UploadCancelled());
    };
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel, { once: true });
    job(api)
      .then(resolve, reject)
      .finally(() => {
        // Holds the proxy until the job ends: comlink releases a worker's endpoint once its proxy
        // is garbage collected, and the answer of a long job then never came (a second upload on
        // one page hung at "Checking files: 5 of 5").
        keepAlive(api);
        signal?.removeEventListener('abort', cancel);
        worker.terminate();
      });
  });
}

const buffersOf = (files: readonly UploadFile[]) => [
  ...new Set(files.map((f) => f.bytes.buffer as ArrayBuffer)),
];

/** Opens ZIPs, classifies and decides every file of an upload, off the page's thread. */
export function planUploadInWorker(
  files: UploadFile[],
  existing: ObjectListing[],
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<UploadDecision[]> {
  return inWorker(
    (api) => api.plan(transfer(files, buffersOf(files)), existing, proxy(onProgress)),
    signal,
  );
}

export function upissueInWorker(
  bytes: Uint8Array,
  fileName: string,
  options: { official: boolean; reason: string },
): Promise<NewIssue> {
  return inWorker((api) =>
    api.upissue(transfer(bytes, [bytes.buffer as ArrayBuffer]), fileName, options),
  );
}

export function demoProjectInWorker() {
  return inWorker((api) => api.demoProject());
}

export function newPublicationModuleInWorker(options: NewPmOptions): Promise<NewPm> {
  return inWorker<NewPm>(async (api) => api.newPublicationModule(options));
}

export function newDataModuleInWorker(options: NewDmOptions): Promise<NewObject> {
  return inWorker<NewObject>(async (api) => api.newDataModule(options));
}
