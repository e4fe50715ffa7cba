import { wrap } from 'comlink';
import type { ObjectReport } from '../../../s1000d/brex/report.ts';
import { checkInWorkers } from '../../../s1000d/brex/worker/brex-pool.ts';
import type { NamedFile, WorkerCheckOptions } from '../../../s1000d/brex/worker/protocol.ts';
import type { BrexBuilderApi } from './brex-builder-worker.ts';

let worker: Worker | undefined;
let api: ReturnType<typeof wrap<BrexBuilderApi>> | undefined;

/**
 * The builder's worker and its one comlink proxy, for the page's life. One proxy only: comlink
 * closes the worker when a proxy of it is garbage collected, so a proxy per call would end the
 * worker under a later call, which would then never answer.
 */
export function builderApi() {
  worker ??= new Worker(new URL('./brex-builder-worker.ts', import.meta.url), { type: 'module' });
  api ??= wrap<BrexBuilderApi>(worker);
  return api;
}

export function endBuilderWorker() {
  worker?.terminate();
  worker = undefined;
  api = undefined;
}

/** libxml2 checks in the BREX check worker, as BREX Tools runs them. */
export function checkInBrexWorker(
  objects: NamedFile[],
  brex: NamedFile[],
  defaultBrex: NamedFile[],
  options: WorkerCheckOptions,
): Promise<ObjectReport[]> {
  return checkInWorkers({
    objects,
    brex,
    defaultBrex,
    options,
    workers: 1,
    createWorker: () =>
      new Worker(new URL('../../../s1000d/brex/worker/brex-worker.ts', import.meta.url), {
        type: 'module',
      }),
  });
}
