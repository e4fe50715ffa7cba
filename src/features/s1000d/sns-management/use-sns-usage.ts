import { useEffect, useState } from 'react';
import type { SnsMode } from '../../../s1000d/brex/check-sns.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { ProjectRulesState } from '../common/use-project-for-codes.ts';
import { runWorkerJob } from '../common/worker-job.ts';
import type { SnsWorkerApi } from './sns-worker.ts';

type Result = Awaited<ReturnType<SnsWorkerApi['usage']>>;
type Outcome = { result: Result; error?: undefined } | { result?: undefined; error: string };

/** The project's SNS usage, worked out in a worker whenever the library or the mode changes. */
export function useSnsUsage(
  rules: ProjectRulesState,
  rows: readonly ObjectListing[] | null,
  mode: SnsMode | undefined,
) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    if (!rows || rules.status === 'loading' || rules.status === 'none') return;
    const controller = new AbortController();
    runWorkerJob<SnsWorkerApi, Result>(
      () => new Worker(new URL('./sns-worker.ts', import.meta.url), { type: 'module' }),
      (api) => api.usage(rules.status === 'ready' ? rules.project : undefined, [...rows], mode),
      controller.signal,
    )
      .then((result) => setOutcome({ result }))
      .catch((cause: unknown) => {
        if (controller.signal.aborted) return;
        console.error('SNS usage failed', cause);
        setOutcome({ error: 'The SNS could not be worked out. Please reload the page.' });
      });
    return () => controller.abort();
  }, [rules, rows, mode]);
  return { result: outcome?.result ?? null, error: outcome?.error ?? null };
}
