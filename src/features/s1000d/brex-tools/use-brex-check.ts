import { useCallback, useRef, useState } from 'react';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../session/session-context.ts';
import { checkSummary, markOf } from './brex-scope.ts';
import {
  runBrexCheck,
  type CheckProgress,
  type CheckRun,
  type CheckSettings,
} from './run-brex-check.ts';

export const CHECK_TEXT = {
  cancelled: 'The check was cancelled; nothing was kept.',
  failed: 'The check could not be finished. Please try again.',
  notKept: 'Only the project’s authors keep results: the library was not changed.',
  keepFailed: 'The results could not be kept in the library; the report below is complete.',
  kept: 'Each object’s result is kept: the library shows its BREX status.',
} as const;

type Job = {
  projectId: string;
  targets: readonly ObjectListing[];
  projectRows: readonly ObjectListing[];
  settings: CheckSettings;
  /** The author keeping the results, or null for a reader. */
  keepAs: Actor | null;
};

/** Runs a check, tracks its progress, cancels it, and keeps its results when allowed. */
export function useBrexCheck() {
  const { backend } = useSession();
  const [progress, setProgress] = useState<CheckProgress | null>(null);
  const [run, setRun] = useState<CheckRun | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (job: Job) => {
      if (!backend) return;
      const abort = new AbortController();
      controller.current = abort;
      setRun(null);
      setError(null);
      setNote(null);
      setProgress({ phase: 'reading', done: 0, total: job.targets.length });
      try {
        const result = await runBrexCheck(
          backend,
          job.projectId,
          job.targets,
          job.projectRows,
          job.settings,
          setProgress,
          abort.signal,
        );
        setRun(result);
        if (!job.keepAs) {
          setNote(CHECK_TEXT.notKept);
          return;
        }
        const sha = new Map(job.targets.map((r) => [r.k, r.h]));
        const against = job.settings.against;
        const marks = result.reports.map((report) => {
          const row = result.objects.get(report.object)!.row;
          return { key: row.k, mark: markOf(report, sha.get(row.k)!, against) };
        });
        try {
          await backend.s1000dObjects.setBrexMarks(
            job.projectId,
            marks,
            job.keepAs,
            checkSummary(result.reports, against),
          );
          setNote(CHECK_TEXT.kept);
        } catch (cause) {
          console.error('BREX results could not be kept', cause);
          setNote(CHECK_TEXT.keepFailed);
        }
      } catch (cause) {
        if ((cause as Error).name === 'AbortError') setError(CHECK_TEXT.cancelled);
        else {
          console.error('BREX check failed', cause);
          setError(`${CHECK_TEXT.failed} (${(cause as Error).message})`);
        }
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [backend],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, progress, run, error, note };
}
