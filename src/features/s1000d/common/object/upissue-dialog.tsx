import { useState } from 'react';
import { useSession } from '../../../../session/session-context.ts';
import type { Actor, StoredIssue } from '../../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import { Modal } from '../../../../ui/modal.tsx';
import { upissueInWorker } from '../csdb-worker-client.ts';
import { fileNameOfIssue } from '../download-objects.ts';
import { commitNewIssue } from '../commit-new-issue.ts';
import { UpissueFields } from './upissue-fields.tsx';
import { ErrorMessage } from '../../../../ui/error-message.tsx';

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
  const [official, setOfficial] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const bytes = await backend!.s1000dObjects.readContent(projectId, current);
      const made = await upissueInWorker(bytes, fileNameOfIssue(row, current), {
        official,
        reason,
      });
      await commitNewIssue(backend!, projectId, row, made, actor, reason.trim());
      setReason('');
      onClose();
    } catch (cause) {
      console.error('Upissue failed', cause);
      setError(`The object could not be upissued: ${(cause as Error).message}. Nothing changed.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="Upissue" open={open} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <UpissueFields
          official={official}
          onOfficial={setOfficial}
          reason={reason}
          onReason={setReason}
        />
        <ErrorMessage plain text={error} />
        <div className="flex justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Upissuing…' : 'Upissue'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
