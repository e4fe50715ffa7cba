import { DialogActions } from './dialog-actions.tsx';
import { Modal } from './modal.tsx';

type Props = {
  title: string;
  message: string;
  confirmLabel: string;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone. */
export function ConfirmDialog({ title, message, confirmLabel, open, onConfirm, onClose }: Props) {
  return (
    <Modal title={title} open={open} onClose={onClose}>
      <p className="text-sm text-slate-700">{message}</p>
      <DialogActions
        onCancel={onClose}
        submitLabel={confirmLabel}
        danger
        onSubmit={() => {
          onConfirm();
          onClose();
        }}
      />
    </Modal>
  );
}
