import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { IconButton } from './icon-button.tsx';

type Props = {
  /** The button's accessible name, such as "Delete model M1". */
  label: string;
  disabled?: boolean;
  /** The question's title, its text and the confirming button's text. */
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
};

/** The bin button of one thing, which deletes it only after ConfirmDialog's question. */
export function ConfirmedDeleteButton({ label, disabled, onConfirm, ...question }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton label={label} icon={Trash2} disabled={disabled} onClick={() => setAsking(true)} />
      <ConfirmDialog
        {...question}
        open={asking}
        onConfirm={onConfirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
