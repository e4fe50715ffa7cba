import { lazy, type ComponentType } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

type PageModule = { default: ComponentType };

/** A page's script chunk, given up after 120 s so the error boundary can offer a retry. */
export function loadWithTimeout(
  load: () => Promise<PageModule>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<PageModule> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page took longer than ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(() => loadWithTimeout(load));
}
