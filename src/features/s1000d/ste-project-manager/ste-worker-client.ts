import { transfer } from 'comlink';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { runWorkerJob } from '../common/worker-job.ts';
import type { SteModuleBytes, SteWorkerApi, SteWorkerRun } from './ste-worker.ts';

/** Checks the data modules in a worker of their own; cancelling ends the worker at once. */
export function checkSteInWorker(
  files: SteModuleBytes[],
  settings: SteSettings,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<SteWorkerRun> {
  const buffers = [...new Set(files.map((f) => f.bytes.buffer as ArrayBuffer))];
  return runWorkerJob<SteWorkerApi, SteWorkerRun>(
    () => new Worker(new URL('./ste-worker.ts', import.meta.url), { type: 'module' }),
    (api, callback) => api.check(transfer(files, buffers), settings, callback(onProgress)),
    signal,
  );
}
