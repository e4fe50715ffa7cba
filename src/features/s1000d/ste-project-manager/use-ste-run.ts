import { useCallback, useRef, useState } from 'react';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { useSession } from '../../../session/session-context.ts';
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

/** Runs the STE check over data modules in a worker, with progress and cancel, and keeps it. */
export function useSteRun(projectId: string) {
  const { backend } = useSession();
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [run, setRun] = useState<SteWorkerRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (rows: readonly ObjectListing[], settings: SteSettings, keepAs: Actor | null) => {
      if (!backend) return;
      const abort = new AbortController();
      controller.current = abort;
      setRun(null);
      setError(null);
      setNote(null);
      setProgress({ phase: 'reading', done: 0, total: rows.length });
      try {
        const contents = await backend.s1000dObjects.readContents(
          projectId,
          rows.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
          (done, total) => setProgress({ phase: 'reading', done, total }),
          abort.signal,
        );
        if (abort.signal.aborted) throw new JobCancelled();
        const files = rows.map((r) => ({
          key: r.k,
          name: fileNameOfRow(r),
          bytes: contents.get(r.k)!,
        }));
        setProgress({ phase: 'checking', done: 0, total: files.length });
        const result = await checkSteInWorker(
          files,
          settings,
          (done, total) => setProgress({ phase: 'checking', done, total }),
          abort.signal,
        );
        setRun(result);
        if (!keepAs) return setNote(RUN_TEXT.notKept);
        try {
          setNote(RUN_TEXT.kept(await backend.ste.recordRun(projectId, result.summary, keepAs)));
        } catch (cause) {
          console.error('STE run not kept', cause);
          setNote(RUN_TEXT.keepFailed);
        }
      } catch (cause) {
        const name = (cause as Error).name;
        if (cause instanceof JobCancelled || name === 'AbortError') setError(RUN_TEXT.cancelled);
        else {
          console.error('STE run failed', cause);
          setError(RUN_TEXT.failed);
        }
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [backend, projectId],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, progress, run, error, note };
}
