import type { Backend } from '../../../data/backend.ts';
import type { ParentRef } from '../../../s1000d/brex/builder/brex-draft.ts';
import { defaultParentRef } from '../../../s1000d/brex/builder/new-draft.ts';
import { DEFAULT_BREX } from '../../../s1000d/brex/default-brex.ts';
import type { NamedFile } from '../../../s1000d/brex/worker/protocol.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { parseLanguage } from '../../../s1000d/csdb/object-key.ts';
import type { ProjectSettings } from '../../../s1000d/csdb/project-settings.ts';
import { loadDefaultBrexBytes } from '../common/default-brex-files.ts';

/** The default BREX of the project's issue, named as the engine names it. */
export async function issueDefaultBrex(settings: ProjectSettings): Promise<NamedFile> {
  return {
    name: DEFAULT_BREX[settings.issue].code,
    bytes: await loadDefaultBrexBytes(settings.issue),
  };
}

/** The parent's reference and bytes: the issue's default BREX, or a BREX of the project. */
export async function parentOf(
  backend: Backend,
  projectId: string,
  settings: ProjectSettings,
  row: ObjectListing | undefined,
): Promise<{ ref: ParentRef; file: NamedFile }> {
  if (!row) return { ref: defaultParentRef(settings), file: await issueDefaultBrex(settings) };
  const contents = await backend.s1000dObjects.readContents(projectId, [
    { key: row.k, sha256: row.h, size: row.z },
  ]);
  const language = row.l ? parseLanguage(row.l) : undefined;
  return {
    ref: {
      code: row.c,
      ...(row.i ? { issueNumber: row.i, inWork: row.w ?? '00' } : {}),
      ...(language ? { language } : {}),
    },
    file: { name: row.k, bytes: contents.get(row.k)! },
  };
}
