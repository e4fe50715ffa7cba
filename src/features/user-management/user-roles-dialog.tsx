import { useState } from 'react';
import { MAX_ASSIGNED_ROLES } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import type { StoredRole } from '../../domain/roles.ts';
import type { UserProfile } from '../../domain/users.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import {
  ADMINISTRATOR_TEXTS,
  canToggleRole,
  isAdministratorLikeRole,
  selectedRoleAfter,
  toggleAssignedRole,
  type ManagementAbilities,
} from './user-management.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';

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
  // Roles a profile holds that no longer exist are shown, and dropped on save: the rules
  // accept only roles that exist (their summary is checked against them).
  const unknown = user.assignedRoles.filter((id) => !roles.some((r) => r.id === id));
  const lockedAdministratorRoles =
    !abilities.grantAdministrator && roles.some(isAdministratorLikeRole);

  const { busy, error, submit } = useSubmit(async () => {
    const next = {
      assignedRoles: assigned.filter((id) => !unknown.includes(id)),
      isSystemAdmin,
    };
    await backend.users.assignRoles(
      user.uid,
      { ...next, selectedRole: selectedRoleAfter(user.selectedRole, next) },
      roles,
    );
    onClose();
  }, 'The roles could not be saved. Please try again.');

  return (
    <FormDialog
      title={`Roles of ${user.displayName}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      error={error}
      busy={busy}
      submitLabel="Save"
      busyLabel="Saving..."
    >
      <fieldset>
        <legend className="label">
          Assigned roles ({assigned.length} of at most {MAX_ASSIGNED_ROLES})
        </legend>
        <ul className="mt-2 max-h-72 space-y-1 overflow-y-auto">
          {roles.map((role) => (
            <li key={role.id}>
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={assigned.includes(role.id)}
                  disabled={!canToggleRole(role, assigned, abilities)}
                  onChange={() => setAssigned((current) => toggleAssignedRole(current, role.id))}
                />
                <span className="break-all">{role.name}</span>
                {!role.isActive && <span className="text-xs text-slate-500">(inactive)</span>}
              </label>
            </li>
          ))}
          {unknown.map((id) => (
            <li key={id}>
              <label className="flex items-center gap-2 text-sm text-slate-500">
                <input type="checkbox" checked disabled />
                <span className="break-all">{id}</span>
                <span className="text-xs">({ADMINISTRATOR_TEXTS.deletedRole})</span>
              </label>
            </li>
          ))}
        </ul>
        {lockedAdministratorRoles && (
          <p className="mt-2 text-xs text-slate-600">{ADMINISTRATOR_TEXTS.rolesLocked}</p>
        )}
        {assigned.length >= MAX_ASSIGNED_ROLES && (
          <p className="mt-2 text-xs text-slate-600">
            A user holds at most {MAX_ASSIGNED_ROLES} roles: remove one to add another.
          </p>
        )}
      </fieldset>
      {abilities.makeSystemAdmin && (
        <CheckboxField
          label="System administrator (every permission everywhere)"
          className="font-medium text-slate-800"
          checked={isSystemAdmin}
          onChange={setIsSystemAdmin}
        />
      )}
    </FormDialog>
  );
}
