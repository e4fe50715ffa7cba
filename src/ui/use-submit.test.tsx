// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Refusal, useSubmit } from './use-submit.ts';

afterEach(() => vi.restoreAllMocks());

async function errorAfter(failure: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { result } = renderHook(() =>
    useSubmit(
      async () => {
        throw failure;
      },
      (cause) => `It could not be saved: ${(cause as Error).message}.`,
    ),
  );
  let ok = true;
  await act(async () => {
    ok = await result.current.submit();
  });
  expect(ok).toBe(false);
  expect(result.current.busy).toBe(false);
  return result.current.error;
}

it('shows a refusal as it is', async () => {
  expect(await errorAfter(new Refusal('You already have a project called "Bike".'))).toBe(
    'You already have a project called "Bike".',
  );
});

it('gives any other failure the failure text, and logs it', async () => {
  expect(await errorAfter(new Error('offline'))).toBe('It could not be saved: offline.');
  expect(console.error).toHaveBeenCalled();
});
