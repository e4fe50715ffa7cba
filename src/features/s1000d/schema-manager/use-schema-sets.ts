import { useCallback, useEffect, useState } from 'react';
import { listSchemaSets, type StoredSchemaSet } from '../common/schema-set-store.ts';

/** The schema sets kept in this browser; reload after adding or removing one. */
export function useSchemaSets() {
  const [sets, setSets] = useState<StoredSchemaSet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    listSchemaSets()
      .then((list) => live && setSets(list))
      .catch((cause: unknown) => {
        console.error('Schema sets could not be read', cause);
        if (live) setError('The schema sets of this browser could not be read.');
      });
    return () => {
      live = false;
    };
  }, [version]);
  return { sets, error, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
