import { useMemo } from 'react';
import { isInterfaceAdministrator } from '../access/administrator.ts';
import { dashboardVariant } from '../access/dashboard-variant.ts';
import type { Action, Area } from '../access/model.ts';
import { hasPermission } from '../access/permissions.ts';
import { deriveSessionRole, displayedRoleLabel } from '../access/session-role.ts';
import { useSession } from './session-context.ts';

/** What the interface decides for the profile being rendered, all from src/access. */
export function useViewer() {
  const { profile, ownProfile, roles, viewingAs } = useSession();
  return useMemo(() => {
    const can = (area: Area, action: Action) => hasPermission(profile, roles, area, action);
    // While viewing as, the app renders the other user's view; only View As stays the admin's.
    const isAdministrator = isInterfaceAdministrator(profile);
    return {
      profile,
      can,
      isAdministrator,
      canUseViewAs: isInterfaceAdministrator(ownProfile) || viewingAs !== null,
      sessionRole: deriveSessionRole(profile),
      roleLabel: displayedRoleLabel(profile, roles),
      dashboard: dashboardVariant(profile),
      readOnly: viewingAs !== null,
    };
  }, [profile, ownProfile, roles, viewingAs]);
}
