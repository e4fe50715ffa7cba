import { Eye } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '../../domain/users.ts';
import { useSession } from '../../session/session-context.ts';
import { HeaderMenu, HeaderMenuItem } from './header-menu.tsx';

/** Administrators pick a user (newest first) and the app renders as them. */
export function ViewAsMenu() {
  const { backend, ownProfile, viewAs } = useSession();
  const [users, setUsers] = useState<UserProfile[]>([]);
  const load = useCallback(() => {
    if (!backend) return;
    backend.users.listNewestFirst().then(
      (list) => setUsers(list.filter((u) => u.uid !== ownProfile?.uid)),
      (error: Error) => {
        console.error('Users for View As could not be loaded', error);
        setUsers([]);
      },
    );
  }, [backend, ownProfile?.uid]);
  // Loaded once to know whether to show the menu, and again on each opening.
  useEffect(load, [load]);
  if (users.length === 0) return null;
  return (
    <HeaderMenu icon={Eye} label="View As" size="max-h-96 w-80 overflow-y-auto" onOpen={load}>
      {users.map((user) => (
        <HeaderMenuItem key={user.uid} onClick={() => viewAs(user)}>
          <span className="block font-medium text-slate-900">{user.displayName}</span>
          <span className="block text-slate-600">{user.email}</span>
          <span className="block text-xs text-slate-500">
            {user.assignedRoles.length > 0 ? 'Has Roles' : 'No Roles'}
            {user.selectedRole ? ` · ${user.selectedRole}` : ''}
          </span>
        </HeaderMenuItem>
      ))}
    </HeaderMenu>
  );
}
