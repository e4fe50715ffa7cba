import { labelForRoleId } from '../../access/role-labels.ts';
import type { StoredRole } from '../../domain/roles.ts';
import type { UserProfile } from '../../domain/users.ts';
import {
  ADMINISTRATOR_TEXTS,
  canManageUser,
  formatDateTime,
  rolesPresenceLabel,
  type ManagementAbilities,
} from './user-management.ts';

export const SELF_EDIT_TEXT = 'Another administrator must change your own roles and status.';

type Props = {
  user: UserProfile;
  roles: StoredRole[];
  abilities: ManagementAbilities;
  isSelf: boolean;
  onEditRoles: () => void;
  onSetActive: (active: boolean) => void;
};

export function UserRow({ user, roles, abilities, isSelf, onEditRoles, onSetActive }: Props) {
  const administratorOnly = abilities.editUsers && !canManageUser(user, roles, abilities);
  const locked = !abilities.editUsers || isSelf || administratorOnly;
  const reason = isSelf
    ? SELF_EDIT_TEXT
    : administratorOnly
      ? ADMINISTRATOR_TEXTS.rowLocked
      : undefined;
  const hasRoles = user.assignedRoles.length > 0;
  return (
    <tr>
      <td className="py-3 pr-4">
        <div className="font-medium break-words text-slate-900">{user.displayName}</div>
        <div className="break-all text-slate-600">{user.email}</div>
      </td>
      <td className="py-3 pr-4">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${hasRoles ? 'bg-blue-50 text-blue-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {rolesPresenceLabel(user)}
        </span>
        {user.isSystemAdmin && (
          <span className="ml-2 rounded-full bg-purple-50 px-2 py-0.5 text-xs font-medium text-purple-800">
            System administrator
          </span>
        )}
        {hasRoles && (
          <div className="mt-1 text-slate-600">
            {user.assignedRoles.map((id) => labelForRoleId(id, roles)).join(', ')}
          </div>
        )}
      </td>
      <td className="py-3 pr-4 text-slate-700">{formatDateTime(user.lastLogin)}</td>
      <td className="py-3 pr-4">{user.active ? 'Active' : 'Inactive'}</td>
      <td className="py-3">
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={locked}
            title={reason}
            onClick={onEditRoles}
            aria-label={`Edit roles of ${user.email}`}
          >
            Roles
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={locked}
            title={reason}
            onClick={() => onSetActive(!user.active)}
            aria-label={`${user.active ? 'Deactivate' : 'Activate'} ${user.email}`}
          >
            {user.active ? 'Deactivate' : 'Activate'}
          </button>
        </div>
        {abilities.editUsers && reason && (
          <p className="mt-1 text-right text-xs text-slate-500">{reason}</p>
        )}
      </td>
    </tr>
  );
}
