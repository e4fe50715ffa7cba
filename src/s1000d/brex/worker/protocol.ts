import type { CheckOptions } from '../brex-engine';
import type { ObjectReport } from '../report';

/** A file handed to the checker: its name (as reported and as BREX are looked up) and bytes. */
export type NamedFile = { name: string; bytes: Uint8Array | string };

/** Options a page can send to a worker (functions cannot cross postMessage). */
export type WorkerCheckOptions = Omit<CheckOptions, 'xpath2'>;

export type ToWorker =
  | {
      type: 'check';
      job: number;
      objects: NamedFile[];
      /** Every BREX the objects may name (the project's), by name. */
      brex: NamedFile[];
      /** The S1000D default BREX, by the names s1kd-brexcheck gives them. */
      defaultBrex: NamedFile[];
      options: WorkerCheckOptions;
    }
  | { type: 'cancel'; job: number };

export type FromWorker =
  | { type: 'report'; job: number; index: number; report: ObjectReport }
  | { type: 'done'; job: number }
  | { type: 'failed'; job: number; message: string };
