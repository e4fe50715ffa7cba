import { createElement, lazy, useState, type ComponentType } from 'react';

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

type PageLoad = () => Promise<PageModule>;

/** Pages whose chunk has arrived, by their load function. */
const loadedPages = new WeakMap<PageLoad, ComponentType>();

function remembered(load: PageLoad) {
  return loadWithTimeout(load).then((module) => {
    loadedPages.set(load, module.default);
    return module;
  });
}

/**
 * Fetches a page's chunk before it is shown (the sign-in fetches the landing pages meanwhile);
 * a failed fetch is left to the page's own lazy load, which reports it.
 */
export function preloadPage(load: PageLoad) {
  remembered(load).catch(() => {});
}

/**
 * A page loaded on first use. One whose chunk is already in renders at once: React.lazy would
 * suspend once even then, and React holds the content of a boundary that showed its fallback
 * back for up to 300 ms (decision 1640).
 */
export function lazyPage(load: PageLoad) {
  const Lazy = lazy(() => remembered(load));
  return function Page() {
    // Fixed for each mount: switching between the two kinds would remount the page.
    const [Loaded] = useState(() => loadedPages.get(load));
    return createElement(Loaded ?? Lazy);
  };
}
