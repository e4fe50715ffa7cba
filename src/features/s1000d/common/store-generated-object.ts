import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { planUpload } from '../../../s1000d/csdb/upload-plan.ts';
import { objectWritesOf } from './object-writes.ts';

export type StoreResult = { stored: boolean; message: string };

/** What a tool made, as the engine returns it: a file name and its XML text or its bytes. */
export type GeneratedObject = { fileName: string } & ({ xml: string } | { bytes: Uint8Array });

/**
 * Stores one object a tool made (a PM skeleton, a brDoc, a 3D ICN) as an upload would: the
 * same classification and decision (new, new issue, identical, conflict), whole or not at all.
 */
export async function storeGeneratedObject(
  backend: Backend,
  projectId: string,
  rows: readonly ObjectListing[],
  made: GeneratedObject,
  actor: Actor,
): Promise<StoreResult> {
  const bytes = 'bytes' in made ? made.bytes : new TextEncoder().encode(made.xml);
  const [decision] = await planUpload([{ path: made.fileName, bytes }], rows);
  if (!decision) return { stored: false, message: `${made.fileName} could not be read.` };
  if (!decision.write) return { stored: false, message: decision.message };
  await backend.s1000dObjects.commitObjects(projectId, objectWritesOf([decision]), actor);
  return { stored: true, message: decision.message };
}
