import type { Backend } from '../../../data/backend.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';

/**
 * The current content of a project's objects (ICNs left out), read in chunks by SHA-256, for a
 * tool that works on the whole project in a worker. Cancelling stops the reading.
 */
export async function readProjectFiles(
  backend: Backend,
  projectId: string,
  rows: readonly ObjectListing[],
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<Record<string, Uint8Array>> {
  const wanted = rows.filter((r) => r.t !== 'icn');
  const contents = await backend.s1000dObjects.readContents(
    projectId,
    wanted.map((r) => ({ key: r.k, sha256: r.h, size: r.z })),
    onProgress,
    signal,
  );
  if (signal.aborted) throw new DOMException('Cancelled', 'AbortError');
  return Object.fromEntries(
    wanted.flatMap((r) => {
      const bytes = contents.get(r.k);
      return bytes ? [[r.k, bytes] as const] : [];
    }),
  );
}

/** The buffers of files, to transfer them to a worker instead of copying. */
export const buffersOfFiles = (files: Record<string, Uint8Array>) => [
  ...new Set(Object.values(files).map((b) => b.buffer as ArrayBuffer)),
];
