import type { Backend } from '../../../data/backend.ts';
import { markViewer } from '../../../lib/viewer-marks.ts';
import { startReadAhead, type ReadAhead } from './bytes-for-row.ts';
import { readCurrentContent } from './read-object-bytes.ts';
import type { ReaderWorker } from './reader-worker-client.ts';

/**
 * Reads by key started before a page could use them (the route entered, its chunk still
 * loading; or the page open, the index still loading), until the read by row takes them.
 * Few are ever waiting; the oldest are dropped so a read never taken holds no memory long.
 */
const waiting = new Map<string, ReadAhead>();
const KEEP = 4;
/**
 * Objects whose read a page has taken and still shows: a prefetch of the same visit that
 * comes after the take (the route's, behind the one the page load started when Auth restored
 * the user) starts no second read (decision 1770).
 */
const taken = new Set<string>();

/**
 * A read is started for the signed-in user whose token the rules checked, and only a page of
 * the same user takes it: reads may start before the session's guard has run (decision 1770).
 */
const idOf = (backend: Backend, projectId: string, key: string) =>
  `${backend.auth.currentUser()?.uid ?? ''}/${projectId}/${key}`;

/**
 * Starts reading an object's current bytes by its key, once until taken, and has the worker
 * read a module from them as soon as they arrive, while the index still loads (decision 1631).
 */
export function readObjectAhead(
  backend: Backend,
  projectId: string,
  key: string,
  worker: ReaderWorker | null,
): void {
  const id = idOf(backend, projectId, key);
  if (waiting.has(id) || taken.has(id)) return;
  markViewer('requested');
  const ahead = startReadAhead((onIssue, onHead) =>
    readCurrentContent(backend, projectId, key, onIssue, onHead),
  );
  waiting.set(id, ahead);
  if (waiting.size > KEEP) waiting.delete(waiting.keys().next().value!);
  // The worker reads the module's start from its head at once, ahead of the whole module.
  void ahead.head.then((head) => {
    if (!head || !worker || !ahead.sha256) return;
    markViewer('head');
    worker.prepareModuleStart(head, key, ahead.sha256).catch(() => {});
  });
  void ahead.content.then((content) => {
    if (!content) return;
    markViewer('ahead');
    // Publications and illustrations are read when their row says what they are.
    if (worker && content.kind !== 'pm' && content.kind !== 'icn')
      worker.prepareModule(content.bytes, key, content.sha256).catch(() => {});
  });
}

/**
 * The read ahead of an object, handed to the one read by its row that uses it; `release`
 * says the page no longer shows the object, so a later visit reads ahead again.
 */
export function takeReadAhead(
  backend: Backend,
  projectId: string,
  key: string,
): { ahead: ReadAhead | undefined; release: () => void } {
  const id = idOf(backend, projectId, key);
  const ahead = waiting.get(id);
  waiting.delete(id);
  taken.add(id);
  return { ahead, release: () => taken.delete(id) };
}
