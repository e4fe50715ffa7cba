import { useState } from 'react';
import type { DmlFile } from '../../../../s1000d/planning/merge-dml-files.ts';
import type { MergeResult } from '../../../../s1000d/planning/dmrl-merge.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { runWorkerJob } from '../../common/worker-job.ts';
import type { DmrlMergeWorkerApi } from './dmrl-merge-worker.ts';

type Merged = { result: MergeResult; report: string } | { problems: string[] };

/** Reads the chosen DMLs and merges them in a worker; the outcome is the merge or the files it refused. */
export function useDmrlMerge() {
  const [merged, setMerged] = useState<Merged | null>(null);
  const run = useSubmit(async (read: () => Promise<DmlFile[]>) => {
    setMerged(null);
    const files = await read();
    const date = new Date().toISOString().slice(0, 10);
    const outcome = await runWorkerJob<
      DmrlMergeWorkerApi,
      Awaited<ReturnType<DmrlMergeWorkerApi['merge']>>
    >(
      () => new Worker(new URL('./dmrl-merge-worker.ts', import.meta.url), { type: 'module' }),
      (api) => api.merge(files, date),
    );
    setMerged(
      outcome.ok
        ? { result: outcome.result, report: outcome.report }
        : { problems: outcome.problems },
    );
  }, 'The lists could not be merged. Please try again.');
  return { ...run, merged, clear: () => setMerged(null) };
}
