import { useEffect, useState } from 'react';
import type { StoredSteRun } from '../../../domain/ste.ts';
import { useSession } from '../../../session/session-context.ts';

/** The project's kept STE runs, oldest first, live. */
export function useSteRuns(projectId: string) {
  const { backend } = useSession();
  const [runs, setRuns] = useState<StoredSteRun[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!backend) return;
    return backend.ste.listenRuns(projectId, setRuns, (cause) => {
      console.error('STE runs listener failed', cause);
      setError('The earlier runs could not be loaded. Please try again.');
    });
  }, [backend, projectId]);
  return { runs, error };
}
