import { useCallback } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { StoredRole } from '../../domain/roles.ts';
import { useLoadList } from '../../session/use-load.ts';

/** The roles collection, by name; reload() after a write. */
export function useRoles(backend: Backend) {
  const load = useCallback(
    () => backend.roles.list().then((list) => list.sort((a, b) => a.name.localeCompare(b.name))),
    [backend],
  );
  const { value, failed, reload } = useLoadList<StoredRole>(load, 'Roles');
  return { roles: value, error: failed ? 'Roles could not be loaded.' : null, reload };
}
