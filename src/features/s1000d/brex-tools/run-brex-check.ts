import type { Backend } from '../../../data/backend.ts';
import type { SnsMode } from '../../../s1000d/brex/check-sns.ts';
import type { ObjectReport } from '../../../s1000d/brex/report.ts';
import { checkInWorkers } from '../../../s1000d/brex/worker/brex-pool.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { isBrexRow } from '../../../s1000d/csdb/brex-inventory.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { allDefaultBrexFiles } from '../common/default-brex-files.ts';

export type CheckSettings = {
  against: 'chain' | 'default';
  values: boolean;
  /** Off, or s1kd-brexcheck's -S, -St, -Su. */
  sns: SnsMode | 'off';
  notations: boolean;
};

export type CheckProgress = { phase: 'reading' | 'checking'; done: number; total: number };

/** A finished check: one report per object (in the order asked), and what was read. */
export type CheckRun = {
  settings: CheckSettings;
  reports: ObjectReport[];
  /** Report name (the S1000D file name) → the object's row and bytes, to open a finding. */
  objects: Map<string, { row: ObjectListing; bytes: Uint8Array }>;
};

/**
 * Checks objects of a project with BREX in Web Workers (several when the machine has the
 * cores): reads their current content (and the project's BREX) from the store, then hands
 * everything to checkInWorkers. Cancelling stops the reading and ends the workers at once.
 */
export async function runBrexCheck(
  backend: Backend,
  projectId: string,
  targets: readonly ObjectListing[],
  projectRows: readonly ObjectListing[],
  settings: CheckSettings,
  onProgress: (progress: CheckProgress) => void,
  signal: AbortSignal,
): Promise<CheckRun> {
  const brexRows = settings.against === 'chain' ? projectRows.filter(isBrexRow) : [];
  const toRead = new Map<string, ObjectListing>();
  for (const row of [...targets, ...brexRows]) toRead.set(row.k, row);
  const [contents, defaultBrex] = await Promise.all([
    backend.s1000dObjects.readContents(
      projectId,
      [...toRead.values()].map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
      (done, total) => onProgress({ phase: 'reading', done, total }),
      signal,
    ),
    allDefaultBrexFiles(),
  ]);
  if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
  const named = (row: ObjectListing): NamedFile => ({
    name: fileNameOfRow(row),
    bytes: contents.get(row.k)!,
  });
  // In file-name order, as a shell hands s1kd-brexcheck a folder's files: the same report.
  const ordered = [...targets].sort((a, b) => {
    const [x, y] = [fileNameOfRow(a), fileNameOfRow(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  const objects = ordered.map(named);
  onProgress({ phase: 'checking', done: 0, total: objects.length });
  const reports = await checkInWorkers({
    objects,
    brex: brexRows.map(named),
    defaultBrex,
    options: {
      selection: { mode: settings.against === 'chain' ? 'referenced' : 'default' },
      layered: settings.against === 'chain',
      values: settings.values,
      ...(settings.sns !== 'off' ? { sns: settings.sns } : {}),
      notations: settings.notations,
    },
    createWorker: () =>
      new Worker(new URL('../../../s1000d/brex/worker/brex-worker.ts', import.meta.url), {
        type: 'module',
      }),
    onProgress: (p) => onProgress({ phase: 'checking', done: p.done, total: p.total }),
    signal,
  });
  return {
    settings,
    reports,
    objects: new Map(
      targets.map((row) => [fileNameOfRow(row), { row, bytes: contents.get(row.k)! }]),
    ),
  };
}
