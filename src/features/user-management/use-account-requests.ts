import { useEffect, useState } from 'react';
import type { AccountRequest, AccountRequestStatus } from '../../domain/account-requests.ts';
import type { Backend } from '../../data/backend.ts';

/** Account requests with one status, newest first, kept live. */
export function useAccountRequests(
  backend: Backend,
  status: AccountRequestStatus,
  enabled: boolean,
) {
  const [state, setState] = useState<{
    key: string;
    requests: AccountRequest[];
    error: string | null;
  } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    return backend.accountRequests.listen(
      status,
      (requests) => setState({ key: status, requests, error: null }),
      (failure) => {
        console.error('Account requests could not be loaded', failure);
        setState({ key: status, requests: [], error: 'Account requests could not be loaded.' });
      },
    );
  }, [backend, status, enabled]);
  // A list for another status is stale while the new one loads.
  const current = state?.key === status ? state : null;
  return { requests: current?.requests ?? null, error: current?.error ?? null };
}
