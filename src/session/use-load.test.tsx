// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useLoad, type Load } from './use-load.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OPTIONS = { initial: null, fallback: [] as string[], what: 'Names' };

/** A read that answers when the test says so. */
function pending() {
  let answer!: (names: string[]) => void;
  let fail!: (error: Error) => void;
  const load: Load<string[]> = vi.fn(
    () =>
      new Promise<string[]>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  return { load, answer: (names: string[]) => answer(names), fail: (e: Error) => fail(e) };
}

it('shows the initial value until the read answers, then its answer', async () => {
  const read = pending();
  const { result } = renderHook(() => useLoad(read.load, OPTIONS));
  expect(result.current).toMatchObject({ value: null, failed: false });
  await act(async () => read.answer(['Ada']));
  expect(result.current).toMatchObject({ value: ['Ada'], failed: false });
});

it('reads nothing while there is nothing to read', () => {
  const { result } = renderHook(() => useLoad<string[], null>(null, OPTIONS));
  expect(result.current).toMatchObject({ value: null, failed: false });
});

it('logs a failed read and shows the fallback with failed set', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const read = pending();
  const { result } = renderHook(() => useLoad(read.load, OPTIONS));
  await act(async () => read.fail(new Error('denied')));
  expect(result.current).toMatchObject({ value: [], failed: true });
  expect(logged).toHaveBeenCalledWith('Names could not be loaded', expect.any(Error));
});

it('reload reads again and keeps the last answer shown until the new one arrives', async () => {
  const read = pending();
  const { result } = renderHook(() => useLoad(read.load, OPTIONS));
  await act(async () => read.answer(['Ada']));
  act(() => result.current.reload());
  expect(read.load).toHaveBeenCalledTimes(2);
  expect(result.current.value).toEqual(['Ada']);
  await act(async () => read.answer(['Ada', 'Grace']));
  expect(result.current.value).toEqual(['Ada', 'Grace']);
});

it('a new read shows the initial value again and drops the answer of the one it replaced', async () => {
  const first = pending();
  const second = pending();
  const { result, rerender } = renderHook(({ load }) => useLoad(load, OPTIONS), {
    initialProps: { load: first.load },
  });
  await act(async () => first.answer(['Ada']));
  rerender({ load: second.load });
  expect(result.current.value).toBeNull();
  const late = pending();
  rerender({ load: late.load });
  await act(async () => second.answer(['too late']));
  expect(result.current.value).toBeNull();
  await act(async () => late.answer(['Grace']));
  await waitFor(() => expect(result.current.value).toEqual(['Grace']));
});
