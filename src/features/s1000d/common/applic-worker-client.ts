import { transfer } from 'comlink';
import type { Backend } from '../../../data/backend.ts';
import type { AppcheckReport } from '../../../s1000d/applic/appcheck.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ApplicTablesView, ApplicWorkerApi, NamedBytes } from './applic-worker.ts';
import { readNamed } from './named-objects.ts';
import { forwardTo, workerJobs } from './worker-job.ts';

const TABLE_SCHEMAS = ['appliccrossreftable', 'condcrossreftable', 'prdcrossreftable'];

/** The project's ACT, CCT and PCT rows. */
export const applicTableRows = (rows: readonly ObjectListing[]) =>
  rows.filter((r) => r.t === 'dm' && TABLE_SCHEMAS.includes(r.s ?? ''));

/** The project's ACT, CCT and PCT, each by its schema (undefined where the project has none). */
export function applicTablesOf(rows: readonly ObjectListing[] | null) {
  const tables = rows ? applicTableRows(rows) : [];
  const [act, cct, pct] = TABLE_SCHEMAS.map((schema) => tables.find((r) => r.s === schema));
  return { act, cct, pct };
}

const inWorker = workerJobs<ApplicWorkerApi>(
  () => new Worker(new URL('./applic-worker.ts', import.meta.url), { type: 'module' }),
);

const buffersOf = (files: readonly NamedBytes[]) => [
  ...new Set(files.map((f) => f.bytes.buffer as ArrayBuffer)),
];

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
