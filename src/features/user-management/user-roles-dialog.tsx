import { useState, type FormEvent } from 'react';
import { MAX_ASSIGNED_ROLES } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import type { StoredRole } from '../../domain/roles.ts';
import type { UserProfile } from '../../domain/users.ts';
import { Modal } from '../../ui/modal.tsx';
import {
  canToggleRole,
  selectedRoleAfter,
  toggleAssignedRole,
  type ManagementAbilities,
} from './user-management.ts';

type Props = {
  backend: Backend;
  user: UserProfile;
  roles: StoredRole[];
  abilities: ManagementAbilities;
  onClose: () => void;
};

export function UserRolesDialog({ backend, user, roles, abilities, onClose }: Props) {
  const [assigned, setAssigned] = useState(user.assignedRoles);
  const [isSystemAdmin, setIsSystemAdmin] = useState(user.isSystemAdmin);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Roles a profile holds but that no longer exist stay listed, so they can be removed.
  const unknown = assigned.filter((id) => !roles.some((r) => r.id === id));
  const choices = [
    ...roles.map((r) => ({ id: r.id, name: r.name, isActive: r.isActive })),
    ...unknown.map((id) => ({ id, name: id, isActive: false })),
  ];

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setProblem(null);
    try {
      const next = { assignedRoles: assigned, isSystemAdmin };
      await backend.users.assignRoles(user.uid, {
        ...next,
        selectedRole: selectedRoleAfter(user.selectedRole, next),
      });
      onClose();
    } catch (failure) {
      console.error('Saving roles failed', failure);
      setProblem('The roles could not be saved. Please try again.');
      setSaving(false);
    }
  }

  return (
    <Modal title={`Roles of ${user.displayName}`} open onClose={onClose}>
      <form onSubmit={save} className="space-y-4">
        <fieldset>
          <legend className="label">
            Assigned roles ({assigned.length} of at most {MAX_ASSIGNED_ROLES})
          </legend>
          <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto">
            {choices.map((role) => (
              <li key={role.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={assigned.includes(role.id)}
                    disabled={!canToggleRole(role.id, assigned, abilities)}
                    onChange={() => setAssigned((current) => toggleAssignedRole(current, role.id))}
                  />
                  {role.name}
                  {!role.isActive && <span className="text-xs text-slate-500">(inactive)</span>}
                </label>
              </li>
            ))}
          </ul>
          {assigned.length >= MAX_ASSIGNED_ROLES && (
            <p className="mt-2 text-xs text-slate-600">
              A user holds at most {MAX_ASSIGNED_ROLES} roles: remove one to add another.
            </p>
          )}
        </fieldset>
        {abilities.makeSystemAdmin && (
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              checked={isSystemAdmin}
              onChange={(e) => setIsSystemAdmin(e.target.checked)}
            />
            System administrator (every permission everywhere)
          </label>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
