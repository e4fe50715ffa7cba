import { useMemo } from 'react';
import { isAdministrator, mayUseArea } from '../../../access/administrator.ts';
import type { S1000dActor } from '../../../access/s1000d-project-access.ts';
import { useSession } from '../../../session/session-context.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';

/**
 * The user as the content store's rules see them (administrator and `schemas` permission as
 * firestore.rules decide them). While viewing as another user nothing is written.
 */
export function useS1000dActor(): (S1000dActor & { actor: Actor }) | null {
  const { profile, roles, viewingAs } = useSession();
  return useMemo(() => {
    if (!profile) return null;
    const writable = viewingAs === null;
    return {
      uid: profile.uid,
      isAdministrator: isAdministrator(profile, roles),
      editsSchemas: writable && mayUseArea(profile, roles, 'schemas', 'edit'),
      createsSchemas: writable && mayUseArea(profile, roles, 'schemas', 'create'),
      readOnly: !writable,
      actor: { uid: profile.uid, name: profile.displayName || profile.name || profile.email },
    };
  }, [profile, roles, viewingAs]);
}
