import { useCallback } from 'react';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { useKeptRun, type KeptRunSteps } from '../common/use-kept-run.ts';
import { JobCancelled } from '../common/worker-job.ts';
import { checkSteInWorker } from './ste-worker-client.ts';
import type { SteWorkerRun } from './ste-worker.ts';

export const RUN_TEXT = {
  cancelled: 'The run was cancelled; nothing was kept.',
  failed: 'The run could not be finished. Please try again.',
  notKept: 'Only the project’s authors keep runs: this run is not in the trend.',
  keepFailed: 'The run could not be kept in the trend; the findings below are complete.',
  kept: (seq: number) => `Run ${seq} is kept in the trend.`,
} as const;

export type RunProgress = { phase: 'reading' | 'checking'; done: number; total: number };

type Job = {
  projectId: string;
  rows: readonly ObjectListing[];
  settings: SteSettings;
  keepAs: Actor | null;
};

const STE_RUN: KeptRunSteps<Job, SteWorkerRun, RunProgress> = {
  first: (job) => ({ phase: 'reading', done: 0, total: job.rows.length }),
  run: async (backend, { projectId, rows, settings }, onProgress, signal) => {
    const contents = await backend.s1000dObjects.readContents(
      projectId,
      rows.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
      (done, total) => onProgress({ phase: 'reading', done, total }),
      signal,
    );
    if (signal.aborted) throw new JobCancelled();
    const files = rows.map((r) => ({
      key: r.k,
      name: fileNameOfRow(r),
      bytes: contents.get(r.k)!,
    }));
    onProgress({ phase: 'checking', done: 0, total: files.length });
    return checkSteInWorker(
      files,
      settings,
      (done, total) => onProgress({ phase: 'checking', done, total }),
      signal,
    );
  },
  keep: async (backend, job, result) =>
    RUN_TEXT.kept(await backend.ste.recordRun(job.projectId, result.summary, job.keepAs)),
  text: { ...RUN_TEXT, failed: () => RUN_TEXT.failed },
  name: 'STE run',
};

/** Runs the STE check over data modules in a worker, with progress and cancel, and keeps it. */
export function useSteRun(projectId: string) {
  const { start: startJob, ...state } = useKeptRun(STE_RUN);
  const start = useCallback(
    (rows: readonly ObjectListing[], settings: SteSettings, keepAs: Actor | null) =>
      startJob({ projectId, rows, settings, keepAs }),
    [startJob, projectId],
  );
  return { start, ...state };
}
