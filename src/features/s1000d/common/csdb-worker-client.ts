import { transfer } from 'comlink';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import type { NewPm, NewPmOptions } from '../../../s1000d/publication/new-pm.ts';
import type { CsdbWorkerApi, NewIssue } from './csdb-worker.ts';
import type { NewDmOptions } from '../../../s1000d/authoring/new-data-module.ts';
import type { NewObject } from '../../../s1000d/authoring/new-object.ts';
import type { CustomerInstanceRequest, CustomerInstanceResult } from './customer-instance.ts';
import { buffersOfFiles } from './read-project-files.ts';
import { workerJobs } from './worker-job.ts';

export class UploadCancelled extends Error {
  constructor() {
    super('The upload was cancelled; nothing was stored.');
  }
}

/** One job in a fresh csdb worker (runWorkerJob); cancelling says nothing was stored. */
const inWorker = workerJobs<CsdbWorkerApi>(
  () => new Worker(new URL('./csdb-worker.ts', import.meta.url), { type: 'module' }),
  () => new UploadCancelled(),
);

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
    (api, callback) => api.plan(transfer(files, buffersOf(files)), existing, callback(onProgress)),
    signal,
  );
}

export function upissueInWorker(
  bytes: Uint8Array,
  fileName: string,
  options: { official: boolean; reason: string; keepChanges?: boolean },
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

/** A customer instance of a PM, made and planned as an upload in the worker (decision 1280). */
export function customerInstanceInWorker(
  request: CustomerInstanceRequest,
  existing: ObjectListing[],
): Promise<CustomerInstanceResult> {
  return inWorker<CustomerInstanceResult>((api) =>
    api.customerInstance(transfer(request, buffersOfFiles(request.files)), existing),
  );
}
