import { useEffect, useState } from 'react';
import { useSession } from '../../../../session/session-context.ts';
import type { HistoryEntry, StoredObject } from '../../../../data/s1000d-store-types.ts';

/** One object's issues and history, read again whenever its index row changes. */
export function useObjectDetails(projectId: string, key: string, rowVersion: string) {
  const { backend } = useSession();
  const [object, setObject] = useState<StoredObject | null | undefined>(undefined);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!backend) return;
    let live = true;
    Promise.all([
      backend.s1000dObjects.getObject(projectId, key),
      backend.s1000dObjects.history(projectId, key),
    ])
      .then(([found, entries]) => {
        if (!live) return;
        setObject(found);
        setHistory(entries);
        setError(null);
      })
      .catch((cause: unknown) => {
        console.error('Object details could not be loaded', cause);
        if (live) setError('This object could not be loaded. Please try again.');
      });
    return () => {
      live = false;
    };
  }, [backend, projectId, key, rowVersion]);
  return { object, history, error };
}
