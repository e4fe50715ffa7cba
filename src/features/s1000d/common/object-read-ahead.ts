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

const idOf = (projectId: string, key: string) => `${projectId}/${key}`;

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
  const id = idOf(projectId, key);
  if (waiting.has(id)) return;
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

/** The read ahead of an object, handed to the one read by its row that uses it. */
export function takeReadAhead(projectId: string, key: string): ReadAhead | undefined {
  const id = idOf(projectId, key);
  const ahead = waiting.get(id);
  waiting.delete(id);
  return ahead;
}
