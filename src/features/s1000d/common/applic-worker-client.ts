import { transfer, type Remote } from 'comlink';
import type { Backend } from '../../../data/backend.ts';
import type { AttributeDef, CctModel } from '../../../s1000d/applic/act-cct-model.ts';
import type { AppcheckReport } from '../../../s1000d/applic/appcheck.ts';
import type { ApplicProperty } from '../../../s1000d/applic/applic-tables.ts';
import type { ApplicNode } from '../../../s1000d/applic/applic-statement.ts';
import type { ApplicTarget, ApplicTargetChoice } from '../../../s1000d/applic/write-applic.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type {
  ApplicTablesView,
  ApplicWorkerApi,
  NamedBytes,
  NewTable,
  WhatIf,
  WrittenIssue,
} from './applic-worker.ts';
import { readObjectBytes } from './read-object-bytes.ts';
import { runWorkerJob, type JobCallback } from './worker-job.ts';

const TABLE_SCHEMAS = ['appliccrossreftable', 'condcrossreftable', 'prdcrossreftable'];

/** The project's ACT, CCT and PCT rows. */
export const applicTableRows = (rows: readonly ObjectListing[]) =>
  rows.filter((r) => r.t === 'dm' && TABLE_SCHEMAS.includes(r.s ?? ''));

function inWorker<T>(
  job: (api: Remote<ApplicWorkerApi>, callback: JobCallback) => Promise<T>,
  signal?: AbortSignal,
) {
  return runWorkerJob<ApplicWorkerApi, T>(
    () => new Worker(new URL('./applic-worker.ts', import.meta.url), { type: 'module' }),
    job,
    signal,
  );
}

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

export function tableModelsInWorker(act: NamedBytes | null, cct: NamedBytes | null) {
  return inWorker((api) => api.models(act, cct));
}

export function writeTableInWorker(
  file: NamedBytes,
  model: { attributes: AttributeDef[] } | { cct: CctModel },
  reason: string,
): Promise<WrittenIssue> {
  return inWorker((api) => api.writeTable(file, model, reason));
}

export function newTableInWorker(
  settings: ProjectSettings,
  techName: string,
  model: { attributes: AttributeDef[] } | { cct: CctModel },
  refs: { cct?: string; pct?: string; like?: string },
  date: string,
): Promise<NewTable> {
  return inWorker((api) => api.newTable(settings, techName, model, refs, date));
}

export function targetsInWorker(file: NamedBytes): Promise<ApplicTargetChoice[]> {
  return inWorker((api) => api.targets(file));
}

export function writeApplicInWorker(
  file: NamedBytes,
  statement: ApplicNode,
  displayText: string,
  target: ApplicTarget,
  reason: string,
): Promise<WrittenIssue> {
  return inWorker((api) => api.write(file, statement, displayText, target, reason));
}

export function whatIfInWorker(
  file: NamedBytes,
  values: [string, string][],
  properties: ApplicProperty[],
): Promise<WhatIf> {
  return inWorker((api) => api.whatIf(file, values, properties));
}

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
