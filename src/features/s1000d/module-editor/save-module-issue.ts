import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import { bytesForSaving } from '../../../s1000d/authoring/editor-text.ts';
import { upissueInWorker } from '../common/csdb-worker-client.ts';
import type { ModuleSource } from './use-module-source.ts';

/**
 * Stores the edited text as the object's next issue (s1kd-upissue in a worker: next in-work
 * issue, or with `official` the next official issue, with a reason for update). Throws
 * StaleIssueError when another author saved since this issue was opened; stores nothing
 * then. Returns the new issue, "000-02".
 */
export async function saveModuleIssue(
  backend: Backend,
  projectId: string,
  objectKey: string,
  source: ModuleSource,
  text: string,
  fileName: string,
  actor: Actor,
  options: { official: boolean; reason: string },
): Promise<string> {
  // The author's text is the new issue: the reasons for update and change marks in it are
  // theirs (s1kd-upissue would clear them, as it clears the last issue's), so they are kept.
  const made = await upissueInWorker(bytesForSaving(source.original, text), fileName, {
    ...options,
    keepChanges: true,
  });
  if (made.listing.k !== objectKey)
    throw new Error(
      `the code in the text (${made.listing.c}) is not this object's; change it back, or create a new data module.`,
    );
  const [issueNumber = '', inWork = ''] = made.issue.split('-');
  await backend.s1000dObjects.saveIssueFrom(
    projectId,
    source.opened,
    {
      key: objectKey,
      kind: source.kind,
      issueNumber,
      inWork,
      mediaType: 'application/xml',
      bytes: made.bytes,
      sha256: made.listing.h,
      row: made.listing,
      becomesCurrent: true,
      action: options.official ? 'upissue' : 'new-issue',
      detail: options.reason.trim() || 'Saved in the data module editor',
    },
    actor,
  );
  return made.issue;
}
