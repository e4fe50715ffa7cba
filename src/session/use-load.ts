import { useCallback, useEffect, useState } from 'react';
import type { ValueOptions } from './use-live-data.ts';

/** One read through a repository (a list, a document), answered once. */
export type Load<T> = () => Promise<T>;

/**
 * One read's latest answer. `load` is memoized by the caller (null when there is nothing
 * to read); a new one reads again and shows `initial` until it answers, so a value never
 * outlives the query it came from. `reload()` reads again after a write and keeps the
 * value shown until the new answer arrives. An answer that arrives after its read was
 * replaced (or the page left) is dropped.
 */
export function useLoad<T, I = T>(load: Load<T> | null, options: ValueOptions<T, I>) {
  const { initial, fallback, what } = options;
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ from: Load<T>; value: T; failed: boolean }>();
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (value) => {
        if (live) setState({ from: load, value, failed: false });
      },
      (error: unknown) => {
        console.error(`${what} could not be loaded`, error);
        if (live) setState({ from: load, value: fallback, failed: true });
      },
    );
    return () => {
      live = false;
    };
    // fallback and what are constants of the caller; the read is keyed by load and reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, version]);
  const current = load !== null && state?.from === load;
  return {
    value: current ? state.value : initial,
    failed: current ? state.failed : false,
    reload: useCallback(() => setVersion((v) => v + 1), []),
  };
}

/** A list read once: null until it answers, empty after a failure (the spec's lists). */
export function useLoadList<T>(load: Load<T[]> | null, what: string) {
  return useLoad<T[], T[] | null>(load, { initial: null, fallback: [], what });
}
