import { useMemo } from 'react';
import type { ProjectRulesState } from '../../common/use-project-for-codes.ts';
import { inDataSetWorker } from './data-set-jobs.ts';
import { useLoad } from '../../../../session/use-load.ts';

export type SnsNodes = { name: string; nodes: { path: string; titles: string[] }[] };
type Outcome = { sns: SnsNodes | null } | { error: string };

const UNREAD: Outcome = { error: 'The SNS could not be read. Please reload.' };

/** The project's SNS as node paths, read in the worker whenever the project's rules change. */
export function useSnsNodes(rules: ProjectRulesState): Outcome | null {
  const read = useMemo(
    () =>
      rules.status === 'ready'
        ? async (): Promise<Outcome> => ({
            sns: (await inDataSetWorker((api) => api.snsNodes(rules.project))) ?? null,
          })
        : null,
    [rules],
  );
  return useLoad(read, { initial: null, fallback: UNREAD, what: 'SNS' }).value;
}
