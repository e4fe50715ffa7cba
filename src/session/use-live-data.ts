import { useEffect, useState } from 'react';
import type { ListenerError, Unsubscribe } from '../data/listeners.ts';

/** Starts a Firestore listener through a repository; returns what stops it. */
export type Subscribe<T> = (onChange: (value: T) => void, onError: ListenerError) => Unsubscribe;

/** What a hook shows before the first answer and after a failure, and what it logs. */
export type ValueOptions<T, I> = {
  /** The value until the first snapshot, and while there is nothing to listen to. */
  initial: I;
  /** The value after a listener error (the spec: lists and counts reset to empty). */
  fallback: T;
  /** Names what failed in the log: 'To-dos could not be loaded'. */
  what: string;
};

/**
 * One realtime listener's latest value. `subscribe` is memoized by the caller (null when
 * there is nothing to listen to); a new one starts a new listener and shows `initial`
 * again, so a value never outlives the query it came from.
 */
export function useLiveData<T, I = T>(subscribe: Subscribe<T> | null, options: ValueOptions<T, I>) {
  const { initial, fallback, what } = options;
  const [state, setState] = useState<{ from: Subscribe<T> | null; value: T; failed: boolean }>();
  useEffect(() => {
    if (!subscribe) return;
    return subscribe(
      (value) => setState({ from: subscribe, value, failed: false }),
      (error) => {
        console.error(`${what} could not be loaded`, error);
        setState({ from: subscribe, value: fallback, failed: true });
      },
    );
    // fallback and what are constants of the caller; the listener is keyed by subscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [subscribe]);
  const current = subscribe !== null && state?.from === subscribe;
  return {
    value: current ? state.value : initial,
    failed: current ? state.failed : false,
  };
}

/** A live list: null until the first snapshot, empty after a listener error (the spec's lists). */
export function useLiveList<T>(subscribe: Subscribe<T[]> | null, what: string) {
  return useLiveData<T[], T[] | null>(subscribe, { initial: null, fallback: [], what });
}
