import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useKeptRun, type KeptRunSteps } from '../common/use-kept-run.ts';
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

const BREX_CHECK: KeptRunSteps<Job, CheckRun, CheckProgress> = {
  first: (job) => ({ phase: 'reading', done: 0, total: job.targets.length }),
  run: (backend, job, onProgress, signal) =>
    runBrexCheck(
      backend,
      job.projectId,
      job.targets,
      job.projectRows,
      job.settings,
      onProgress,
      signal,
    ),
  keep: async (backend, job, result) => {
    const sha = new Map(job.targets.map((r) => [r.k, r.h]));
    const against = job.settings.against;
    const marks = result.reports.map((report) => {
      const row = result.objects.get(report.object)!.row;
      return { key: row.k, mark: markOf(report, sha.get(row.k)!, against) };
    });
    const summary = checkSummary(result.reports, against);
    await backend.s1000dObjects.setBrexMarks(job.projectId, marks, job.keepAs, summary);
    return CHECK_TEXT.kept;
  },
  text: { ...CHECK_TEXT, failed: (failure) => `${CHECK_TEXT.failed} (${failure.message})` },
  name: 'BREX check',
};

/** Runs a check, tracks its progress, cancels it, and keeps its results when allowed. */
export const useBrexCheck = () => useKeptRun(BREX_CHECK);
