import { useState } from 'react';
import type { Role } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import { Modal } from './modal.tsx';

type Props = { backend: Backend; role: Role; onDeleted: () => void; onClose: () => void };

export function DeleteRoleDialog({ backend, role, onDeleted, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function remove() {
    setBusy(true);
    try {
      await backend.roles.remove(role.id);
      onDeleted();
      onClose();
    } catch (failure) {
      console.error('Deleting the role failed', failure);
      setProblem('The role could not be deleted. Please try again.');
      setBusy(false);
    }
  }

  return (
    <Modal title={`Delete ${role.name}?`} open onClose={onClose}>
      <p className="text-sm text-slate-700">
        Users who hold this role keep its id in their profile but lose its permissions. This cannot
        be undone.
      </p>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void remove()}>
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </Modal>
  );
}
