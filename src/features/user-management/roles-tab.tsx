import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Role } from '../../access/model.ts';
import type { Backend } from '../../data/backend.ts';
import { Loading } from '../../ui/loading.tsx';
import { DeleteRoleDialog } from './delete-role-dialog.tsx';
import { RoleEditorDialog } from './role-editor-dialog.tsx';
import type { useRoles } from './use-roles.ts';
import { ROLE_TEXTS, type ManagementAbilities } from './user-management.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { IconButton } from '../../ui/icon-button.tsx';

type Props = {
  backend: Backend;
  roles: ReturnType<typeof useRoles>;
  abilities: ManagementAbilities;
};

export function RolesTab({ backend, roles, abilities }: Props) {
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Role | null>(null);
  if (!roles.roles) return <Loading text="Loading content..." />;
  const can = abilities.manageRoles;
  return (
    <section aria-label="Roles" className="space-y-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-slate-600">
          {can ? 'Roles grant permissions per area.' : 'Only administrators change roles.'}
        </p>
        <IconButton
          icon={Plus}
          className="btn-primary"
          disabled={!can}
          onClick={() => setEditing('new')}
        >
          New role
        </IconButton>
      </div>
      <ErrorMessage text={roles.error} plain />
      <ul className="divide-y divide-slate-100">
        {roles.roles.map((role) => (
          <li key={role.id} className="flex flex-wrap items-center justify-between gap-4 py-3">
            <div className="text-sm">
              <div className="font-medium text-slate-900">
                {role.name}
                {role.isSystem && (
                  <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    System
                  </span>
                )}
                {!role.isActive && (
                  <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800">
                    Inactive
                  </span>
                )}
              </div>
              <div className="text-slate-600">{role.description || role.id}</div>
            </div>
            <div className="flex items-center gap-2">
              {role.isSystem && (
                <span className="text-xs text-slate-500">{ROLE_TEXTS.systemRoleUndeletable}</span>
              )}
              <button
                type="button"
                className="btn-secondary"
                disabled={!can}
                onClick={() => setEditing(role)}
                aria-label={`Edit ${role.name}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn-secondary"
                disabled={!can || role.isSystem}
                title={role.isSystem ? ROLE_TEXTS.systemRoleUndeletable : undefined}
                onClick={() => setDeleting(role)}
                aria-label={`Delete ${role.name}`}
              >
                Delete
              </button>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <RoleEditorDialog
          backend={backend}
          role={editing === 'new' ? null : editing}
          roles={roles.roles}
          onSaved={roles.reload}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteRoleDialog
          backend={backend}
          role={deleting}
          roles={roles.roles}
          onDeleted={roles.reload}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
