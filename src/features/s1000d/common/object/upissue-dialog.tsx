import { useSession } from '../../../../session/session-context.ts';
import type { Actor, StoredIssue } from '../../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { upissueInWorker } from '../csdb-worker-client.ts';
import { fileNameOfIssue } from '../download-objects.ts';
import { commitNewIssue } from '../commit-new-issue.ts';
import { UpissueModal, type UpissueOptions } from './upissue-modal.tsx';

type Props = {
  projectId: string;
  row: ObjectListing;
  current: StoredIssue;
  actor: Actor;
  open: boolean;
  onClose: () => void;
};

/** s1kd-upissue from the library: a new in-work issue, or a new official issue, with a reason. */
export function UpissueDialog({ projectId, row, current, actor, open, onClose }: Props) {
  const { backend } = useSession();
  const upissue = useSubmit(
    async ({ official, reason }: UpissueOptions) => {
      const bytes = await backend!.s1000dObjects.readContent(projectId, current);
      const made = await upissueInWorker(bytes, fileNameOfIssue(row, current), {
        official,
        reason,
      });
      await commitNewIssue(backend!, projectId, row, made, actor, reason.trim());
      onClose();
    },
    (cause) => `The object could not be upissued: ${(cause as Error).message}. Nothing changed.`,
  );
  return (
    <UpissueModal
      open={open}
      busy={upissue.busy}
      error={upissue.error}
      official={false}
      onClose={onClose}
      onUpissue={upissue.submit}
    />
  );
}
