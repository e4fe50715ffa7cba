import { useCallback, useEffect, useState } from 'react';
import { listSchemaSets, type StoredSchemaSet } from '../common/schema-set-store.ts';

/** The sets this browser kept before sets moved to projects; reload after moving one. */
export function useBrowserSchemaSets() {
  const [sets, setSets] = useState<StoredSchemaSet[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    listSchemaSets()
      .then((list) => live && setSets(list))
      .catch((cause: unknown) => console.error('Schema sets of this browser unreadable', cause));
    return () => {
      live = false;
    };
  }, [version]);
  return { sets, reload: useCallback(() => setVersion((v) => v + 1), []) };
}
