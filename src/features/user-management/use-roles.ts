import { useCallback, useEffect, useState } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { StoredRole } from '../../domain/roles.ts';

/** The roles collection, by name; reload() after a write. */
export function useRoles(backend: Backend) {
  const [state, setState] = useState<{ roles: StoredRole[] | null; error: string | null }>({
    roles: null,
    error: null,
  });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    backend.roles.list().then(
      (list) => {
        if (live)
          setState({ roles: list.sort((a, b) => a.name.localeCompare(b.name)), error: null });
      },
      (failure) => {
        console.error('Roles could not be loaded', failure);
        if (live) setState({ roles: [], error: 'Roles could not be loaded.' });
      },
    );
    return () => {
      live = false;
    };
  }, [backend, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
