import { useCallback } from 'react';
import type { Role } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSubmit } from '../../ui/use-submit.ts';

type Props = { backend: Backend; role: Role; onDeleted: () => void; onClose: () => void };

export function DeleteRoleDialog({ backend, role, onDeleted, onClose }: Props) {
  const remove = useCallback(async () => {
    await backend.roles.remove(role.id);
    onDeleted();
    onClose();
  }, [backend, role.id, onDeleted, onClose]);
  const { busy, error, submit } = useSubmit(
    remove,
    'The role could not be deleted. Please try again.',
  );

  return (
    <Modal title={`Delete ${role.name}?`} open onClose={onClose}>
      <p className="text-sm text-slate-700">
        Users who hold this role keep its id in their profile but lose its permissions. This cannot
        be undone.
      </p>
      <DialogActions
        error={error}
        busy={busy}
        onCancel={onClose}
        submitLabel="Delete"
        busyLabel="Deleting..."
        onSubmit={() => void submit()}
      />
    </Modal>
  );
}
