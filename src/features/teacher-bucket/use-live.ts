import { useEffect, useState } from 'react';
import type { ListenerError, Unsubscribe } from '../../data/listeners.ts';

/**
 * One realtime listener's latest value: undefined until the first snapshot;
 * on error the fallback (the spec: errors reset lists to empty) and failed.
 */
export function useLive<T>(
  subscribe: ((onChange: (value: T) => void, onError: ListenerError) => Unsubscribe) | null,
  fallback: T,
  what: string,
) {
  const [state, setState] = useState<{ value: T | undefined; failed: boolean }>({
    value: undefined,
    failed: false,
  });
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(
      (value) => setState({ value, failed: false }),
      (error) => {
        console.error(`${what} could not be loaded`, error);
        setState({ value: fallback, failed: true });
      },
    );
    // The subscription is keyed by its caller's memo; fallback and what are constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);
  return state;
}
