import { Repeat } from 'lucide-react';
import type { SignInRole } from '../../access/model.ts';
import { isBootstrapEmail } from '../../access/bootstrap-admin.ts';
import { BOOTSTRAP_ADMIN_EMAIL } from '../../lib/bootstrap-admin.ts';
import { useSession } from '../../session/session-context.ts';
import { HeaderMenu, HeaderMenuItem } from './header-menu.tsx';

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
    <HeaderMenu icon={Repeat} label="Switch Role" size="w-48">
      {OPTIONS.map((option) => (
        <HeaderMenuItem
          key={option.role}
          onClick={() =>
            void switchRole(option.role).catch((e: Error) => console.error('Switch role failed', e))
          }
        >
          {option.label}
          {ownProfile.selectedRole === option.role ? ' ✓' : ''}
        </HeaderMenuItem>
      ))}
    </HeaderMenu>
  );
}
