import {
  Bell,
  LogOut,
  Menu as MenuIcon,
  PanelLeftClose,
  PanelLeftOpen,
  RefreshCw,
  UserRound,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../session/session-context.ts';
import { useOpenTodoCount, usePendingRequestCount } from '../../session/use-live-counts.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { ProfileDialog } from './profile-dialog.tsx';
import { SwitchRoleMenu } from './switch-role-menu.tsx';
import { ViewAsMenu } from './view-as-menu.tsx';
import { IconButton } from '../../ui/icon-button.tsx';

type Props = {
  onOpenMobileMenu: () => void;
  sidebarCollapsed: boolean;
  onToggleSidebar: () => void;
};

export function Header({ onOpenMobileMenu, sidebarCollapsed, onToggleSidebar }: Props) {
  const session = useSession();
  const viewer = useViewer();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const pendingRequests = usePendingRequestCount(viewer.isAdministrator && !viewer.readOnly);
  const openTodos = useOpenTodoCount(viewer.sessionRole === 'teacher');
  const needsAttention = pendingRequests > 0 || openTodos > 0;
  const attention = [
    pendingRequests > 0 ? `${pendingRequests} pending account request(s)` : '',
    openTodos > 0 ? `${openTodos} open to-do(s)` : '',
  ].filter(Boolean);

  const signOut = async () => {
    await session.signOut();
    navigate('/');
  };
  const refresh = async () => {
    setRefreshing(true);
    await session.refresh();
    setRefreshing(false);
  };

  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-3 print:hidden">
      <button
        type="button"
        className="icon-button lg:hidden"
        aria-label="Open menu"
        onClick={onOpenMobileMenu}
      >
        <MenuIcon aria-hidden className="h-5 w-5" />
      </button>
      <button
        type="button"
        className="icon-button hidden lg:inline-flex"
        aria-label={sidebarCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-pressed={sidebarCollapsed}
        onClick={onToggleSidebar}
      >
        {sidebarCollapsed ? (
          <PanelLeftOpen aria-hidden className="h-5 w-5" />
        ) : (
          <PanelLeftClose aria-hidden className="h-5 w-5" />
        )}
      </button>
      <Link to="/dashboard" className="flex items-center gap-2 font-semibold text-slate-900">
        <img src="/favicon.svg" alt="" className="h-7 w-7" />
        <span className="hidden sm:inline">IPS Studio</span>
      </Link>
      {session.viewingAs && (
        <div
          role="status"
          className="ml-2 flex items-center gap-2 rounded-md bg-amber-100 px-2 py-1 text-sm text-amber-900"
        >
          Viewing as {session.viewingAs.displayName}
          <button type="button" className="font-semibold underline" onClick={session.exitViewAs}>
            Exit
          </button>
        </div>
      )}
      <div className="ml-auto flex items-center gap-1">
        {viewer.canUseViewAs && <ViewAsMenu />}
        <SwitchRoleMenu />
        <button
          type="button"
          className="icon-button relative"
          aria-label={
            needsAttention ? `Notifications: ${attention.join(', ')}` : 'Notifications: nothing new'
          }
          title={needsAttention ? attention.join(', ') : 'Nothing new'}
          onClick={() =>
            navigate(
              pendingRequests > 0
                ? '/tools/user-management'
                : openTodos > 0
                  ? '/tools/todo-manager'
                  : '/dashboard',
            )
          }
        >
          <Bell aria-hidden className="h-5 w-5" />
          {needsAttention && (
            <span
              data-testid="bell-dot"
              className="absolute top-1.5 right-1.5 h-2 w-2 rounded-full bg-red-600"
            />
          )}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Refresh profile and roles"
          onClick={refresh}
          disabled={refreshing}
        >
          <RefreshCw aria-hidden className={`h-5 w-5 ${refreshing ? 'animate-spin' : ''}`} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label="Profile"
          onClick={() => setProfileOpen(true)}
        >
          <UserRound aria-hidden className="h-5 w-5" />
        </button>
        <IconButton icon={LogOut} className="btn-secondary ml-1 px-3" onClick={signOut}>
          <span className="hidden sm:inline">Logout</span>
        </IconButton>
      </div>
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} onSignOut={signOut} />
    </header>
  );
}
