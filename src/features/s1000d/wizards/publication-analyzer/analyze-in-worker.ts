import { transfer } from 'comlink';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { AnalyzerAnswer, AnalyzerWorkerApi } from './analyzer-worker.ts';

export function analyzeInWorker(bytes: Uint8Array, fileName: string, rows: ObjectListing[]) {
  return runWorkerJob<AnalyzerWorkerApi, AnalyzerAnswer>(
    () => new Worker(new URL('./analyzer-worker.ts', import.meta.url), { type: 'module' }),
    (api) => api.analyze(transfer(bytes, [bytes.buffer as ArrayBuffer]), fileName, rows),
  );
}
