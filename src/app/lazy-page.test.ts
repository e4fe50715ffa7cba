import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CHUNK_LOAD_TIMEOUT_MS, loadWithTimeout } from './lazy-page.ts';

describe('loadWithTimeout', () => {
  it('gives up after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const never = loadWithTimeout(() => new Promise(() => {}));
    const outcome = expect(never).rejects.toBeInstanceOf(ChunkLoadError);
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await outcome;
    vi.useRealTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('turns a failed import into a ChunkLoadError and passes a module through', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('404')))).rejects.toThrow(
      ChunkLoadError,
    );
    const Page = () => null;
    await expect(loadWithTimeout(() => Promise.resolve({ default: Page }))).resolves.toEqual({
      default: Page,
    });
  });
});
