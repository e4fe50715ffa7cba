import { transfer } from 'comlink';
import type { Backend } from '../../../data/backend.ts';
import type { AppcheckReport } from '../../../s1000d/applic/appcheck.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ApplicTablesView, ApplicWorkerApi, NamedBytes } from './applic-worker.ts';
import { readObjectBytes } from './read-object-bytes.ts';
import { forwardTo, workerJobs } from './worker-job.ts';

const TABLE_SCHEMAS = ['appliccrossreftable', 'condcrossreftable', 'prdcrossreftable'];

/** The project's ACT, CCT and PCT rows. */
export const applicTableRows = (rows: readonly ObjectListing[]) =>
  rows.filter((r) => r.t === 'dm' && TABLE_SCHEMAS.includes(r.s ?? ''));

const inWorker = workerJobs<ApplicWorkerApi>(
  () => new Worker(new URL('./applic-worker.ts', import.meta.url), { type: 'module' }),
);

const buffersOf = (files: readonly NamedBytes[]) => [
  ...new Set(files.map((f) => f.bytes.buffer as ArrayBuffer)),
];

/** Reads objects' current issues from the store, named as S1000D files. */
export async function readNamed(
  backend: Backend,
  projectId: string,
  rows: readonly ObjectListing[],
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<NamedBytes[]> {
  const files: NamedBytes[] = [];
  for (const row of rows) {
    if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
    files.push({
      name: fileNameOfRow(row),
      bytes: await readObjectBytes(backend, projectId, row.k),
    });
    onProgress?.(files.length, rows.length);
  }
  return files;
}

export async function applicTablesOfProject(
  backend: Backend,
  projectId: string,
  rows: readonly ObjectListing[],
): Promise<ApplicTablesView> {
  const files = await readNamed(backend, projectId, applicTableRows(rows));
  return inWorker((api) => api.tables(transfer(files, buffersOf(files))));
}

const forward = forwardTo(inWorker);
export const tableModelsInWorker = forward('models');
export const writeTableInWorker = forward('writeTable');
export const newTableInWorker = forward('newTable');
export const targetsInWorker = forward('targets');
export const writeApplicInWorker = forward('write');
export const whatIfInWorker = forward('whatIf');

export function appcheckInWorker(
  files: NamedBytes[],
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<AppcheckReport> {
  return inWorker(
    (api, callback) => api.appcheck(transfer(files, buffersOf(files)), callback(onProgress)),
    signal,
  );
}
