import { loadBackend } from '../../../session/load-backend.ts';
import { DEMO_VIEWER_PROJECT, parseViewerId } from '../../../lib/s1000d-viewer-paths.ts';
import { readObjectAhead } from '../common/object-read-ahead.ts';
import { listenToProjectAhead } from '../common/project-listen-ahead.ts';
import { readerWorker } from '../common/reader-worker-client.ts';

type Params = Readonly<Partial<Record<string, string>>>;

/**
 * A viewer route entered by a signed-in reader: the project's index is listened to, the
 * object's bytes are read and the worker started while the page's chunk still loads, not
 * after (decision 1631). The page takes the read when the index names the object. The demo
 * project is generated in the worker, and reads nothing.
 */
function prefetchObject(projectId: string, key: string): void {
  if (projectId === DEMO_VIEWER_PROJECT) return;
  const worker = readerWorker();
  void loadBackend().then((backend) => {
    listenToProjectAhead(backend, projectId);
    readObjectAhead(backend, projectId, key, worker);
  });
}

/** /viewer/:id */
export function prefetchViewerObject(params: Params): void {
  const parsed = parseViewerId(params.id);
  if (parsed) prefetchObject(parsed.projectId, parsed.objectKey);
}

/** /tools/s1000d-viewer/:projectId/:publicationId */
export function prefetchViewerPublication(params: Params): void {
  if (params.projectId && params.publicationId)
    prefetchObject(params.projectId, params.publicationId);
}
