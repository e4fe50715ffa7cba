import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions.tsx';
import { Modal } from './modal.tsx';

type Props = {
  title: string;
  onClose: () => void;
  /** Runs on the action button or Enter; the form itself never submits the page. */
  onSubmit: () => void;
  /** The failure of the last attempt, shown above the buttons. */
  error?: string | null;
  /** While the action runs, Cancel, the action and closing the dialog wait for it. */
  busy?: boolean;
  submitLabel: string;
  busyLabel?: string;
  wide?: boolean;
  /** The page checks the fields itself (and says what is wrong), not the browser. */
  noValidate?: boolean;
  children: ReactNode;
};

/** A dialog that is one form: its fields, then the error line, Cancel and the action. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  busy = false,
  wide,
  noValidate,
  children,
  ...actions
}: Props) {
  return (
    <Modal title={title} open onClose={busy ? () => {} : onClose} wide={wide}>
      <form
        noValidate={noValidate}
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
        <DialogActions busy={busy} onCancel={onClose} {...actions} />
      </form>
    </Modal>
  );
}
