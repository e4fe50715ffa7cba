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
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary bg-red-700 hover:bg-red-800"
          onClick={() => {
            onConfirm();
            onClose();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
