import type { Backend } from '../../../data/backend.ts';
import { DEFAULT_BREX, type S1000dIssue } from '../../../s1000d/brex/default-brex.ts';
import type { SnsMode } from '../../../s1000d/brex/check-sns.ts';
import type { ObjectReport } from '../../../s1000d/brex/report.ts';
import { checkInWorkers } from '../../../s1000d/brex/worker/brex-pool.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import { isBrexRow } from '../../../s1000d/csdb/brex-inventory.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { loadDefaultBrexBytes } from '../common/default-brex-files.ts';

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

let defaults: Promise<NamedFile[]> | undefined;

/** Every S1000D default BREX, named as the engine names them; fetched once per page load. */
function defaultBrexFiles(): Promise<NamedFile[]> {
  const byCode = new Map<string, S1000dIssue>();
  for (const [issue, { code }] of Object.entries(DEFAULT_BREX))
    if (!byCode.has(code)) byCode.set(code, issue as S1000dIssue);
  defaults ??= Promise.all(
    [...byCode].map(async ([code, issue]) => ({
      name: code,
      bytes: await loadDefaultBrexBytes(issue),
    })),
  ).catch((error: unknown) => {
    defaults = undefined;
    throw error;
  });
  return defaults;
}

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
    defaultBrexFiles(),
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
