import { Navigate, useLocation } from 'react-router';
import type { ReactNode } from 'react';
import { guardAuthenticated, guardPublicOnly, guardRolePresent } from '../access/route-guards.ts';
import { Loading } from '../ui/loading.tsx';
import type { Guard } from './pages.ts';
import { useSession } from './session/session-context.ts';

/** Applies a page's guard from src/access; while the session loads, says so. */
export function GuardedRoute({ guard, children }: { guard: Guard; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (guard === 'public') return children;
  const state = { authenticated: session.status === 'signed-in', profile: session.profile };
  if (guard === 'public-only') {
    // Public pages paint at once; the redirect follows once sign-in is known.
    const result = guardPublicOnly(state);
    return result.allow ? children : <Navigate to={result.redirectTo} replace />;
  }
  if (session.status === 'loading') return <Loading />;
  const result = guard === 'role' ? guardRolePresent(state) : guardAuthenticated(state);
  if (!result.allow) return <Navigate to={result.redirectTo} replace />;
  if (session.ownProfile?.mustChangePassword && location.pathname !== '/change-password') {
    return <Navigate to="/change-password" replace />;
  }
  return children;
}
