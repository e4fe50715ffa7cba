import { Navigate, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { holdsPermission, passGuard } from '../access/route-requirements.ts';
import type { RouteEntry } from '../lib/route-entry.ts';
import { Loading } from '../ui/loading.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { useSession } from '../session/session-context.ts';
import { useViewer } from '../session/use-viewer.ts';

type Props = { route: Pick<RouteEntry, 'title' | 'requires' | 'deniedText'>; children: ReactNode };

/**
 * Applies what the registry says a route requires: its guard, then the permission its
 * page needs. Pages never check either themselves.
 */
export function GuardedRoute({ route, children }: Props) {
  const session = useSession();
  const viewer = useViewer();
  const location = useLocation();
  const { guard, permission } = route.requires;
  if (guard === 'public') return children;
  const state = { authenticated: session.status === 'signed-in', profile: session.profile };
  // Public pages paint at once; the redirect follows once sign-in is known.
  if (guard !== 'public-only' && session.status === 'loading') return <Loading />;
  const result = passGuard(guard, state);
  if (!result.allow) return <Navigate to={result.redirectTo} replace />;
  if (guard === 'public-only') return children;
  if (session.ownProfile?.mustChangePassword && location.pathname !== '/change-password') {
    return <Navigate to="/change-password" replace />;
  }
  if (!holdsPermission(viewer, permission)) {
    return (
      <div>
        <PageHeader title={route.title} />
        <p className="mt-4 text-slate-700">
          {route.deniedText ?? `You do not have access to ${route.title}.`}
        </p>
      </div>
    );
  }
  return children;
}
