import { useState } from 'react';
import { SYSTEM_ADMINISTRATOR_ROLE_ID, type Role } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useSubmit } from '../../ui/use-submit.ts';
import { PermissionGrid } from './permission-grid.tsx';
import { completePermissions } from '../../access/access-summary.ts';
import { ROLE_TEXTS, roleIdFor } from './user-management.ts';
import { CheckboxField } from '../../ui/checkbox-field.tsx';

type Props = {
  backend: Backend;
  /** The role to edit, or null to create one. */
  role: Role | null;
  /** Every role as stored: the holders' access summaries are computed from them. */
  roles: readonly Role[];
  onSaved: () => void;
  onClose: () => void;
};

const NEW_ROLE: Role = {
  id: '',
  name: '',
  description: '',
  permissions: {},
  isSystem: false,
  isActive: true,
};

export function RoleEditorDialog({ backend, role, roles, onSaved, onClose }: Props) {
  const [draft, setDraft] = useState<Role>(role ?? NEW_ROLE);
  const locked = role?.id === SYSTEM_ADMINISTRATOR_ROLE_ID;

  const { busy, error, submit, setError } = useSubmit(async (saved: Role) => {
    const rolesAfter = [...roles.filter((r) => r.id !== saved.id), saved];
    await backend.roles.save(saved, rolesAfter, !role);
    onSaved();
    onClose();
  }, 'The role could not be saved. Please try again.');

  function save() {
    const name = draft.name.trim();
    if (!name) return setError(ROLE_TEXTS.nameRequired);
    const saved: Role = {
      ...draft,
      id: role
        ? role.id
        : roleIdFor(
            name,
            roles.map((r) => r.id),
          ),
      name,
      description: draft.description.trim(),
      permissions: completePermissions(draft.permissions),
    };
    void submit(saved);
  }

  return (
    <FormDialog
      title={role ? `Edit ${role.name}` : 'New role'}
      onClose={onClose}
      onSubmit={save}
      error={error}
      busy={busy}
      submitLabel="Save"
      busyLabel="Saving..."
      wide
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          maxLength={100}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <TextField
          label="Description"
          maxLength={500}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.target.value })}
        />
      </div>
      <CheckboxField
        label="Active"
        className="text-slate-800"
        checked={draft.isActive}
        onChange={(isActive) => setDraft({ ...draft, isActive })}
      />
      {locked && <p className="text-sm text-slate-600">{ROLE_TEXTS.systemAdministratorLocked}</p>}
      <PermissionGrid
        permissions={draft.permissions}
        disabled={locked}
        onChange={(permissions) => setDraft({ ...draft, permissions })}
      />
    </FormDialog>
  );
}
