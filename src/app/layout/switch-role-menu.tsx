import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Repeat } from 'lucide-react';
import type { SignInRole } from '../../access/model.ts';
import { isBootstrapEmail } from '../../access/bootstrap-admin.ts';
import { BOOTSTRAP_ADMIN_EMAIL } from '../../lib/bootstrap-admin.ts';
import { useSession } from '../../session/session-context.ts';

const OPTIONS: readonly { role: SignInRole; label: string }[] = [
  { role: 'ips-engineer', label: 'IPS Engineer' },
  { role: 'maintainer', label: 'Maintainer' },
  { role: 'admin', label: 'Admin (Default)' },
];

/** Only the one bootstrap administrator account may switch its role. */
export function SwitchRoleMenu() {
  const { ownProfile, viewingAs, switchRole } = useSession();
  if (!ownProfile || viewingAs || !isBootstrapEmail(ownProfile.email, BOOTSTRAP_ADMIN_EMAIL)) {
    return null;
  }
  return (
    <Menu as="div" className="relative">
      <MenuButton className="btn-secondary px-3">
        <Repeat aria-hidden className="h-4 w-4" />
        <span className="hidden md:inline">Switch Role</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-50 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none"
      >
        {OPTIONS.map((option) => (
          <MenuItem key={option.role}>
            <button
              type="button"
              onClick={() =>
                void switchRole(option.role).catch((e: Error) =>
                  console.error('Switch role failed', e),
                )
              }
              className="block w-full rounded px-3 py-2 text-left text-sm data-focus:bg-blue-50"
            >
              {option.label}
              {ownProfile.selectedRole === option.role ? ' ✓' : ''}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
