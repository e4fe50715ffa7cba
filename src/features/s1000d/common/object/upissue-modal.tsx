import { useState } from 'react';
import { DialogActions } from '../../../../ui/dialog-actions.tsx';
import { Modal } from '../../../../ui/modal.tsx';
import { UpissueFields } from './upissue-fields.tsx';

export type UpissueOptions = { official: boolean; reason: string };

type Props = {
  open: boolean;
  busy: boolean;
  error: string | null;
  /** Which kind of issue is offered first: the editor's authors finish work, the library's go on. */
  official: boolean;
  onClose: () => void;
  /** Resolves true once upissued: the reason is then cleared for the next issue. */
  onUpissue: (options: UpissueOptions) => Promise<boolean | void>;
};

/** s1kd-upissue from the editor or the library: a new official or in-work issue, with a reason. */
export function UpissueModal({ open, busy, error, official: first, onClose, onUpissue }: Props) {
  const [official, setOfficial] = useState(first);
  const [reason, setReason] = useState('');
  return (
    <Modal title="Upissue" open={open} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void onUpissue({ official, reason }).then((done) => done && setReason(''));
        }}
      >
        <UpissueFields
          official={official}
          onOfficial={setOfficial}
          reason={reason}
          onReason={setReason}
        />
        <DialogActions
          error={error}
          busy={busy}
          onCancel={onClose}
          submitLabel="Upissue"
          busyLabel="Upissuing…"
        />
      </form>
    </Modal>
  );
}
