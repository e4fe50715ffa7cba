import { useState } from 'react';
import type { Backend } from '../../data/backend.ts';
import type { StoredRole } from '../../domain/roles.ts';
import type { UserProfile } from '../../domain/users.ts';
import { Loading } from '../../ui/loading.tsx';
import { UserRolesDialog } from './user-roles-dialog.tsx';
import { UserRow } from './user-row.tsx';
import { ADMINISTRATOR_TEXTS, filterUsers, type ManagementAbilities } from './user-management.ts';
import { useUsers } from './use-users.ts';
import { ErrorMessage } from '../../ui/error-message.tsx';
import { TableHead } from '../../ui/table-head.tsx';
import { SearchField } from '../../ui/search-field.tsx';

type Props = {
  backend: Backend;
  roles: StoredRole[];
  abilities: ManagementAbilities;
  ownUid: string | null;
};

export function UsersTab({ backend, roles, abilities, ownUid }: Props) {
  const { users, error } = useUsers(backend);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<UserProfile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function setActive(user: UserProfile, active: boolean) {
    setProblem(null);
    try {
      await backend.users.setActive(user.uid, active);
    } catch (failure) {
      console.error('Changing the user status failed', failure);
      setProblem(`${user.email} could not be ${active ? 'activated' : 'deactivated'}.`);
    }
  }

  if (!users) return <Loading text="Loading content..." />;
  const shown = filterUsers(users, search);
  return (
    <section aria-label="Users" className="space-y-4">
      {abilities.editUsers && !abilities.grantAdministrator && (
        <p className="text-sm text-slate-700">{ADMINISTRATOR_TEXTS.usersIntro}</p>
      )}
      <SearchField
        className="max-w-sm"
        label="Search users by name or email"
        placeholder="Search by name or email"
        value={search}
        onChange={setSearch}
      />
      {(error ?? problem) && <ErrorMessage plain text={error ?? problem} />}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <TableHead
            className="border-b border-slate-200 text-slate-600"
            cellClassName="py-2 font-medium"
            gapClassName="pr-4"
            columns={['User', 'Roles', 'Last login', 'Status']}
            actionsLabel="Actions"
          />
          <tbody className="divide-y divide-slate-100">
            {shown.map((user) => (
              <UserRow
                key={user.uid}
                user={user}
                roles={roles}
                abilities={abilities}
                isSelf={user.uid === ownUid}
                onEditRoles={() => setEditing(user)}
                onSetActive={(active) => void setActive(user, active)}
              />
            ))}
          </tbody>
        </table>
        {shown.length === 0 && (
          <p className="py-6 text-center text-sm text-slate-500">
            {users.length === 0 ? 'No users yet.' : 'No users match your search.'}
          </p>
        )}
      </div>
      {editing && (
        <UserRolesDialog
          backend={backend}
          user={editing}
          roles={roles}
          abilities={abilities}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
