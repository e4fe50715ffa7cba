import { transfer } from 'comlink';
import type { UploadFile } from '../../../s1000d/csdb/zip.ts';
import type { SchemaSet, SchemaSetResult } from '../../../s1000d/schemas/schema-set.ts';
import type { SchemaReport } from '../../../s1000d/schemas/xsd-validator.ts';
import { runWorkerJob } from './worker-job.ts';
import type { SchemaWorkerApi } from './schema-worker.ts';

const worker = () => new Worker(new URL('./schema-worker.ts', import.meta.url), { type: 'module' });

export function readSchemaSetInWorker(uploads: UploadFile[], issue?: string) {
  return runWorkerJob<SchemaWorkerApi, SchemaSetResult>(worker, (api) =>
    api.read(
      transfer(
        uploads,
        uploads.map((u) => u.bytes.buffer as ArrayBuffer),
      ),
      issue,
    ),
  );
}

export function validateInWorker(
  sets: SchemaSet[],
  objects: { name: string; bytes: Uint8Array }[],
  signal?: AbortSignal,
) {
  return runWorkerJob<SchemaWorkerApi, SchemaReport[]>(
    worker,
    (api) => api.validate(sets, objects),
    signal,
  );
}
