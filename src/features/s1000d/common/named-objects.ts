import type { Backend } from '../../../data/backend.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { readObjectBytes } from './read-object-bytes.ts';

/** An object's bytes under its S1000D file name, as the engine's workers take them. */
export type NamedBytes = { name: string; bytes: Uint8Array };

/** Reads objects' current issues from the store, named as S1000D files. */
export async function readNamed(
  backend: Backend,
  projectId: string,
  rows: readonly ObjectListing[],
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<NamedBytes[]> {
  const files: NamedBytes[] = [];
  for (const row of rows) {
    if (signal?.aborted) throw new DOMException('Cancelled', 'AbortError');
    files.push(await readNamedRow(backend, projectId, row));
    onProgress?.(files.length, rows.length);
  }
  return files;
}

/** One object's current issue from the store, named as an S1000D file. */
export const readNamedRow = async (
  backend: Backend,
  projectId: string,
  row: ObjectListing,
): Promise<NamedBytes> => ({
  name: fileNameOfRow(row),
  bytes: await readObjectBytes(backend, projectId, row.k),
});
