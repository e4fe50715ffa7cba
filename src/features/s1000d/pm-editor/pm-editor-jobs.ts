import { transfer } from 'comlink';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { FrontMatter, FrontMatterOptions } from '../../../s1000d/publication/fmgen.ts';
import type { FlatLine } from '../../../s1000d/publication/pm-flatten.ts';
import type { EditablePm, PmEntryNode } from '../../../s1000d/publication/pm-nodes.ts';
import { runWorkerJob } from '../common/worker-job.ts';
import type { PmEditorWorkerApi, SavedPm } from './pm-editor-worker.ts';

const worker = () =>
  new Worker(new URL('./pm-editor-worker.ts', import.meta.url), { type: 'module' });

/** Each job runs in a fresh worker that ends with it (runWorkerJob). */
export const openPmInWorker = (bytes: Uint8Array, fileName: string) =>
  runWorkerJob<PmEditorWorkerApi, EditablePm>(worker, (api) =>
    api.open(transfer(bytes, [bytes.buffer as ArrayBuffer]), fileName),
  );

export const savePmInWorker = (bytes: Uint8Array, entries: PmEntryNode[], reason: string) =>
  runWorkerJob<PmEditorWorkerApi, SavedPm>(worker, (api) => api.save(bytes, entries, reason));

export const flattenPmInWorker = (entries: PmEntryNode[], rows: ObjectListing[]) =>
  runWorkerJob<PmEditorWorkerApi, FlatLine[]>(worker, (api) => api.flatten(entries, rows));

export const frontMatterInWorker = (options: FrontMatterOptions) =>
  runWorkerJob<PmEditorWorkerApi, FrontMatter>(worker, (api) => api.frontMatter(options));
