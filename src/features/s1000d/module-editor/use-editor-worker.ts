import { wrap, type Remote } from 'comlink';
import type { ModuleEditorWorkerApi } from './module-editor-worker.ts';

export type EditorWorker = Remote<ModuleEditorWorkerApi>;

/**
 * What a worker does for the editor: `checks` (the BREX engine, seconds on a large module, and
 * completion, which needs its BREX) or `edits` (the panels' reads and edits). Two workers, so
 * that a panel's edit never queues behind a running check.
 */
export type EditorWorkerRole = 'checks' | 'edits';

const shared = new Map<EditorWorkerRole, EditorWorker>();

/**
 * The editor's worker of a role, one for the visit (as the reader's): the checks worker keeps
 * the libxml2 engine and the BREX it has parsed, so opening a second module checks at once.
 */
export function editorWorker(role: EditorWorkerRole): EditorWorker {
  let worker = shared.get(role);
  if (!worker) {
    worker = wrap<ModuleEditorWorkerApi>(
      new Worker(new URL('./module-editor-worker.ts', import.meta.url), {
        type: 'module',
        name: `module-editor-${role}`,
      }),
    );
    shared.set(role, worker);
  }
  return worker;
}
