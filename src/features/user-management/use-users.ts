import { useEffect, useState } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { UserProfile } from '../../domain/users.ts';

/** Every profile, newest first, kept live; a listener error empties the list and says so. */
export function useUsers(backend: Backend) {
  const [users, setUsers] = useState<UserProfile[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () =>
      backend.users.listenNewestFirst(
        (list) => {
          setUsers(list);
          setError(null);
        },
        (failure) => {
          console.error('Users could not be loaded', failure);
          setUsers([]);
          setError('Users could not be loaded.');
        },
      ),
    [backend],
  );
  return { users, error };
}
