import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PASSWORD_FILE } from '../data/data-dir.ts';

/**
 * The first administrator's temporary password stays in DATA_DIR only until they change it:
 * checked with each save, it goes as soon as their profile no longer asks for a change.
 * Returns true once the file is gone.
 */
export async function removeChangedAdminPassword(options: {
  dataDir: string;
  firestoreHost: string;
  projectId: string;
  adminUid: string;
}): Promise<boolean> {
  const file = join(options.dataDir, ADMIN_PASSWORD_FILE);
  if (!existsSync(file)) return true;
  const response = await fetch(
    `http://${options.firestoreHost}/v1/projects/${options.projectId}/databases/(default)/documents/users/${options.adminUid}?mask.fieldPaths=mustChangePassword`,
    { headers: { authorization: 'Bearer owner' } },
  );
  if (!response.ok) return false;
  const profile = (await response.json()) as {
    fields?: { mustChangePassword?: { booleanValue?: boolean } };
  };
  if (profile.fields?.mustChangePassword?.booleanValue !== false) return false;
  rmSync(file, { force: true });
  console.log(
    `The first administrator has changed the temporary password; it is no longer kept in ${options.dataDir}.`,
  );
  return true;
}
