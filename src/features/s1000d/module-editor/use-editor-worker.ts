import { wrap, type Remote } from 'comlink';
import type { ModuleEditorWorkerApi } from './module-editor-worker.ts';

export type EditorWorker = Remote<ModuleEditorWorkerApi>;

let shared: EditorWorker | null = null;

/**
 * The editor's worker, one for the visit (as the reader's): it keeps the libxml2 engine and
 * the BREX it has parsed, so opening a second module checks at once.
 */
export function editorWorker(): EditorWorker {
  shared ??= wrap<ModuleEditorWorkerApi>(
    new Worker(new URL('./module-editor-worker.ts', import.meta.url), { type: 'module' }),
  );
  return shared;
}
