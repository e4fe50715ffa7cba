import { useEffect, useState } from 'react';
import type { ProjectRulesState } from '../../common/use-project-for-codes.ts';
import { inDataSetWorker } from './data-set-jobs.ts';

export type SnsNodes = { name: string; nodes: { path: string; titles: string[] }[] };
type Outcome = { sns: SnsNodes | null } | { error: string };

/** The project's SNS as node paths, read in the worker whenever the project's rules change. */
export function useSnsNodes(rules: ProjectRulesState): Outcome | null {
  const [outcome, setOutcome] = useState<{ rules: ProjectRulesState; value: Outcome } | null>(null);
  useEffect(() => {
    if (rules.status !== 'ready') return;
    let live = true;
    inDataSetWorker((api) => api.snsNodes(rules.project))
      .then((sns) => live && setOutcome({ rules, value: { sns: sns ?? null } }))
      .catch((cause: unknown) => {
        console.error('SNS could not be read', cause);
        if (live)
          setOutcome({ rules, value: { error: 'The SNS could not be read. Please reload.' } });
      });
    return () => {
      live = false;
    };
  }, [rules]);
  return outcome?.rules === rules ? outcome.value : null;
}
