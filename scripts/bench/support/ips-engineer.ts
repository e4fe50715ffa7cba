import { DEFAULT_ROLES } from '../../../src/access/default-roles.ts';
import type { createRepositories } from '../../../src/data/repositories.ts';

/**
 * The default roles, if `uid` is the first, and a profile for `uid` as an IPS engineer: the
 * user the migration benches migrate for. Written with the rules bypassed.
 */
export async function createIpsEngineer(
  repos: ReturnType<typeof createRepositories>,
  uid: string,
  withRoles = true,
) {
  if (withRoles) for (const role of DEFAULT_ROLES) await repos.roles.create(role);
  await repos.users.create(
    {
      uid,
      email: `${uid}@example.com`,
      name: uid,
      enrolledCourses: [],
      assignedRoles: ['ips-engineer-role'],
      selectedRole: null,
      isSystemAdmin: false,
      mustChangePassword: false,
    },
    DEFAULT_ROLES,
  );
}
