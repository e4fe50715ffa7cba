import { useState } from 'react';
import { DialogActions } from '../../../ui/dialog-actions.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { UpissueFields } from '../common/object/upissue-fields.tsx';

type Props = {
  open: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onUpissue: (options: { official: boolean; reason: string }) => void;
};

/** s1kd-upissue from the editor: the text becomes a new official (or in-work) issue, with a reason. */
export function UpissueForm({ open, busy, error, onClose, onUpissue }: Props) {
  const [official, setOfficial] = useState(true);
  const [reason, setReason] = useState('');
  return (
    <Modal title="Upissue" open={open} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          onUpissue({ official, reason });
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
