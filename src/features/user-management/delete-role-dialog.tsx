import { useCallback } from 'react';
import type { Role } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import { DialogActions } from '../../ui/dialog-actions.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useSubmit } from '../../ui/use-submit.ts';

type Props = {
  backend: Backend;
  role: Role;
  /** Every role as stored: the holders' access summaries are computed without this one. */
  roles: readonly Role[];
  onDeleted: () => void;
  onClose: () => void;
};

export function DeleteRoleDialog({ backend, role, roles, onDeleted, onClose }: Props) {
  const remove = useCallback(async () => {
    await backend.roles.remove(
      role.id,
      roles.filter((r) => r.id !== role.id),
    );
    onDeleted();
    onClose();
  }, [backend, role.id, roles, onDeleted, onClose]);
  const { busy, error, submit } = useSubmit(
    remove,
    'The role could not be deleted. Please try again.',
  );

  return (
    <Modal title={`Delete ${role.name}?`} open onClose={onClose}>
      <p className="text-sm text-slate-700">
        Users who hold this role keep its id in their profile but lose its permissions at once. This
        cannot be undone.
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
