import type { CirCatalogue } from '../../../s1000d/cir/cir-catalogue.ts';
import type { CirInstance } from '../../../s1000d/cir/cir-instance.ts';
import { runWorkerJob } from '../common/worker-job.ts';
import type { CirWorkerApi } from './cir-worker.ts';

export type CirReport = CirCatalogue & { unreadable: { key: string; message: string }[] };

const worker = () => new Worker(new URL('./cir-worker.ts', import.meta.url), { type: 'module' });

/** The files are copied to the worker, not transferred: the page keeps them for instances. */
export function catalogueInWorker(files: Record<string, Uint8Array>, signal: AbortSignal) {
  return runWorkerJob<CirWorkerApi, CirReport>(worker, (api) => api.catalogue(files), signal);
}

export function instanceInWorker(target: string, files: Record<string, Uint8Array>) {
  return runWorkerJob<CirWorkerApi, CirInstance>(worker, (api) => api.instance(target, files));
}
