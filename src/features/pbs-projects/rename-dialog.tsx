import { useState } from 'react';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TextField } from '../../ui/text-field.tsx';

type Props = {
  name: string;
  onClose: () => void;
  /** A message when the name cannot be used, else null. */
  check: (name: string) => string | null;
  onRename: (name: string) => void;
};

export function RenameDialog({ name, onClose, check, onRename }: Props) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal title={`Rename ${name}`} open onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = check(value);
          if (problem) return setError(problem);
          onRename(value);
          onClose();
        }}
      >
        <TextField
          label="Project name"
          value={value}
          error={error}
          onChange={(e) => setValue(e.target.value)}
        />
        <DialogActions onCancel={onClose} submitLabel="Rename" />
      </form>
    </Modal>
  );
}
