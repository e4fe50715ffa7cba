import { wrap, type Remote } from 'comlink';
import type { ReaderWorkerApi } from './reader-worker.ts';

export type ReaderWorker = Remote<ReaderWorkerApi>;

let shared: ReaderWorker | null = null;

/**
 * The reader's worker, one for the whole visit: it keeps the modules it has read (search
 * and going back are instant) and it is already loaded when the network goes away, so a
 * kept publication still opens offline.
 */
export function readerWorker(): ReaderWorker {
  shared ??= wrap<ReaderWorkerApi>(
    new Worker(new URL('./reader-worker.ts', import.meta.url), { type: 'module' }),
  );
  return shared;
}

/** The worker for a page; a hook so pages read as the other data hooks do. */
export function useReaderWorker(): ReaderWorker {
  return readerWorker();
}
