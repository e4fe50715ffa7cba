import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { AttributeDef, CctModel } from '../../../s1000d/applic/act-cct-model.ts';
import { fileNameOfRow } from '../../../s1000d/csdb/file-names.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { writeTableInWorker } from '../common/applic-worker-client.ts';
import { commitNewIssue } from '../common/commit-new-issue.ts';
import { readObjectBytes } from '../common/read-object-bytes.ts';

/** Writes the edited ACT or CCT in a worker and stores it as the table's next in-work issue. */
export async function saveTable(
  backend: Backend,
  projectId: string,
  row: ObjectListing,
  model: { attributes: AttributeDef[] } | { cct: CctModel },
  actor: Actor,
): Promise<string> {
  const bytes = await readObjectBytes(backend, projectId, row.k);
  const reason = 'attributes' in model ? 'Product attributes changed' : 'Conditions changed';
  const written = await writeTableInWorker({ name: fileNameOfRow(row), bytes }, model, reason);
  await commitNewIssue(backend, projectId, row, written, actor, reason);
  return `Saved as issue ${written.issue} of ${row.c}.`;
}
