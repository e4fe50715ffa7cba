import type { Backend } from '../../../data/backend.ts';

/** Listeners started before the page that needs them, until the page's own are attached. */
const held = new Map<string, () => void>();
/** A page that never came (the reader left while it loaded) stops holding them after this. */
const HOLD_MS = 30_000;

/**
 * Starts listening to a project and its index before the page that reads them has loaded
 * (decision 1631). The store shares one listen between equal queries, so the page's own
 * listeners, attached later, get what has arrived at once instead of starting afresh.
 * Errors are the page's to report: its own listeners get them too.
 */
export function listenToProjectAhead(backend: Backend, projectId: string): void {
  if (held.has(projectId)) return;
  const ignore = () => {};
  const stops = [
    backend.s1000dProjects.listen(projectId, ignore, ignore),
    backend.s1000dObjects.listenIndex(projectId, ignore, ignore),
  ];
  const timer = setTimeout(() => stopListeningAhead(projectId), HOLD_MS);
  held.set(projectId, () => {
    clearTimeout(timer);
    for (const stop of stops) stop();
  });
}

/** The page's own listeners are attached: the ones started ahead are no longer needed. */
export function stopListeningAhead(projectId: string): void {
  held.get(projectId)?.();
  held.delete(projectId);
}
