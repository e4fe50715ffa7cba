// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLiveList, type Subscribe } from './use-live-data.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A listener the test drives: each snapshot or error when the test says so. */
function listener() {
  let on!: (names: string[]) => void;
  let fail!: (error: Error) => void;
  const subscribe: Subscribe<string[]> = (onChange, onError) => {
    on = onChange;
    fail = onError;
    return () => {};
  };
  return { subscribe, emit: (names: string[]) => on(names), fail: (e: Error) => fail(e) };
}

it('is null until the first snapshot, then follows each snapshot', () => {
  const live = listener();
  const { result } = renderHook(() => useLiveList(live.subscribe, 'Names'));
  expect(result.current).toEqual({ value: null, failed: false });
  act(() => live.emit(['Ada']));
  act(() => live.emit(['Ada', 'Grace']));
  expect(result.current).toEqual({ value: ['Ada', 'Grace'], failed: false });
});

it('is empty with failed set after a listener error, and says what failed in the log', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const live = listener();
  const { result } = renderHook(() => useLiveList(live.subscribe, 'Names'));
  act(() => live.fail(new Error('denied')));
  expect(result.current).toEqual({ value: [], failed: true });
  expect(logged).toHaveBeenCalledWith('Names could not be loaded', expect.any(Error));
});
