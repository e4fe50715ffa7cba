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

/** Front matter; the highlights first read the bytes of the publication's modules (`read`). */
export const frontMatterInWorker = (
  options: FrontMatterOptions,
  read: (keys: string[]) => Promise<{ key: string; bytes: Uint8Array }[]>,
) =>
  runWorkerJob<PmEditorWorkerApi, FrontMatter>(worker, async (api) => {
    const keys =
      options.type === 'HIGH' ? await api.moduleKeys(options.pm.entries, [...options.rows]) : [];
    const modules = await read(keys);
    return api.frontMatter(
      options,
      transfer(modules, [...new Set(modules.map((m) => m.bytes.buffer as ArrayBuffer))]),
    );
  });
