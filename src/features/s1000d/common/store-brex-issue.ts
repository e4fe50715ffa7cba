import { format } from 'date-fns';
import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { projectBrexCode, type ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { readObjectBytes } from './read-object-bytes.ts';
import { storeGeneratedObject, type StoreResult } from './store-generated-object.ts';

type MadeBrex = { fileName: string; bytes: Uint8Array };

/** The project written to: its listing and its checked settings. */
type BrexProject = { id: string; rows: readonly ObjectListing[]; settings: ProjectSettings };

/**
 * Writes what a tool adds to the project BREX (a rule, the SNS): `make` gets the project's own
 * BREX as it stands (none while the project follows a default BREX, so it makes a new one) and
 * today's date; what it makes is stored as an upload would store it.
 */
export async function storeBrexIssue<M extends MadeBrex>(
  backend: Backend,
  { id, rows, settings }: BrexProject,
  actor: Actor,
  make: (current: Uint8Array | undefined, today: string) => Promise<M>,
): Promise<{ made: M; stored: StoreResult }> {
  const row =
    settings.brex.kind === 'project'
      ? rows.find((r) => r.c === projectBrexCode(settings))
      : undefined;
  const current = row ? await readObjectBytes(backend, id, row.k) : undefined;
  const made = await make(current, format(new Date(), 'yyyy-MM-dd'));
  return { made, stored: await storeGeneratedObject(backend, id, rows, made, actor) };
}
