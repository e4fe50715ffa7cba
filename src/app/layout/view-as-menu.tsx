import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Eye } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { UserProfile } from '../../domain/users.ts';
import { useSession } from '../../session/session-context.ts';

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
    <Menu as="div" className="relative">
      <MenuButton className="btn-secondary px-3" onClick={load}>
        <Eye aria-hidden className="h-4 w-4" />
        <span className="hidden md:inline">View As</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 max-h-96 w-80 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {users.map((user) => (
          <MenuItem key={user.uid}>
            <button
              type="button"
              onClick={() => viewAs(user)}
              className="block w-full rounded px-3 py-2 text-left text-sm data-focus:bg-blue-50"
            >
              <span className="block font-medium text-slate-900">{user.displayName}</span>
              <span className="block text-slate-600">{user.email}</span>
              <span className="block text-xs text-slate-500">
                {user.assignedRoles.length > 0 ? 'Has Roles' : 'No Roles'}
                {user.selectedRole ? ` · ${user.selectedRole}` : ''}
              </span>
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
