import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { accessSummary } from '../access/access-summary.ts';
import { missingBootstrapRights } from '../access/bootstrap-admin.ts';
import { DEFAULT_ROLES } from '../access/default-roles.ts';
import { SYSTEM_ADMINISTRATOR_ROLE_ID, type Role } from '../access/model.ts';
import type { RolesRepository } from './roles.ts';
import { newProfileDocument, toUserProfile } from './users.ts';
import { type BootstrapAccount, type BootstrapOptions } from '../domain/bootstrap-admin.ts';

const ADMINISTRATOR_ROLE = DEFAULT_ROLES.find((r) => r.id === SYSTEM_ADMINISTRATOR_ROLE_ID)!;

export function createBootstrapRepository(db: Firestore, roles: RolesRepository) {
  /**
   * The roles the summary is computed from. Before the profile exists the rules
   * let nobody read roles, and the administrator role is all that counts then.
   */
  async function knownRoles(): Promise<Role[]> {
    const stored = await roles.list().catch(() => []);
    return stored.some((r) => r.id === SYSTEM_ADMINISTRATOR_ROLE_ID)
      ? stored
      : [...stored, ADMINISTRATOR_ROLE];
  }

  return {
    /**
     * The spec's bootstrap: query users by the administrator e-mail; create the
     * profile, or merge-update it with the administrator's rights. Writes nothing
     * when everything is in place, so it is safe to repeat after a failure.
     */
    async ensureProfile(account: BootstrapAccount, options: BootstrapOptions) {
      const found = await getDocs(
        query(collection(db, 'users'), where('email', '==', account.email)),
      );
      const userDoc = doc(db, 'users', account.uid);
      // A profile stored with the address in other letter case is still theirs.
      const own =
        found.docs.find((d) => d.id === account.uid) ??
        (await getDoc(userDoc).then((s) => (s.exists() ? s : undefined)));
      if (!own) {
        await setDoc(
          userDoc,
          newProfileDocument(
            {
              uid: account.uid,
              email: account.email,
              name: options.name,
              enrolledCourses: [],
              assignedRoles: [SYSTEM_ADMINISTRATOR_ROLE_ID],
              selectedRole: 'admin',
              isSystemAdmin: true,
              mustChangePassword: options.mustChangePassword,
            },
            [ADMINISTRATOR_ROLE],
          ),
        );
        return { written: true };
      }
      const rights = missingBootstrapRights(toUserProfile(own.id, own.data()));
      if (!rights) return { written: false };
      const access = accessSummary(rights, await knownRoles());
      await updateDoc(userDoc, { ...rights, access, updatedAt: serverTimestamp() });
      return { written: true };
    },

    /** The spec's getDoc/setDoc on roles: the administrator role, created if missing. */
    ensureAdministratorRole(): Promise<boolean> {
      return roles.ensure(ADMINISTRATOR_ROLE);
    },
  };
}

export type BootstrapRepository = ReturnType<typeof createBootstrapRepository>;
