import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdWrites, settledWithin } from './held-sign-in-writes.ts';

afterEach(() => vi.useRealTimers());

describe('holdWrites', () => {
  it('sends nothing until released, then once however often it is released', async () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    const held = holdWrites(send, 2_000);
    expect(send).not.toHaveBeenCalled();
    const first = held.release();
    expect(send).toHaveBeenCalledTimes(1);
    expect(held.release()).toBe(first);
    vi.advanceTimersByTime(5_000);
    expect(send).toHaveBeenCalledTimes(1);
    await first;
  });

  it('sends by itself when nothing releases it within the bound', () => {
    vi.useFakeTimers();
    const send = vi.fn(() => Promise.resolve());
    holdWrites(send, 2_000);
    vi.advanceTimersByTime(1_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends synchronously on release, so a write made right after it goes after it', () => {
    const order: string[] = [];
    const held = holdWrites(async () => void order.push('sign-in'), 2_000);
    void held.release();
    order.push('role switch');
    expect(order).toEqual(['sign-in', 'role switch']);
  });
});

describe('settledWithin', () => {
  it('waits for the work, or gives up after the time given', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settledWithin(new Promise(() => {}), 2_000).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    vi.useRealTimers();
    await expect(settledWithin(Promise.reject(new Error('refused')), 2_000)).resolves.toBe(
      undefined,
    );
  });
});
