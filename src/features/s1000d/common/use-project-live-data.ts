import { useMemo } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { ListenerError, Unsubscribe } from '../../../data/listeners.ts';
import { useLiveData } from '../../../session/use-live-data.ts';
import { useSession } from '../../../session/session-context.ts';

/** A repository listener of one project; a module-level function, so that it is stable. */
export type ProjectListen<T> = (
  backend: Backend,
  projectId: string,
  onChange: (value: T) => void,
  onError: ListenerError,
) => Unsubscribe;

/**
 * One live value of a project: undefined while loading (and without a project), `fallback`
 * after a listener error, with `failed` saying so.
 */
export function useProjectLiveData<T>(
  projectId: string | undefined,
  listen: ProjectListen<T>,
  options: { fallback: T; what: string },
) {
  const { backend } = useSession();
  const subscribe = useMemo(
    () =>
      backend && projectId
        ? (on: (value: T) => void, fail: ListenerError) => listen(backend, projectId, on, fail)
        : null,
    [backend, projectId, listen],
  );
  return useLiveData<T, T | undefined>(subscribe, { initial: undefined, ...options });
}
