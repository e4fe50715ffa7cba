import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import { emulatorTestEnvironment, withAdminRepositories } from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

/** The default roles and one profile per given uid → role id, written with the rules off. */
export async function seedOwners(env: RulesTestEnvironment, people: Record<string, string>) {
  await withAdminRepositories(env, async (repos) => {
    for (const role of DEFAULT_ROLES) await repos.roles.create(role);
    for (const [uid, roleId] of Object.entries(people)) {
      await repos.users.create(testProfile(uid, [roleId]), DEFAULT_ROLES);
    }
  });
}

/** The emulator environment of a test file, seeded before each test with the given owners. */
export function environmentWithOwners(people: Record<string, string>) {
  return emulatorTestEnvironment((env) => seedOwners(env, people));
}

/** What a write the rules refuse rejects with. */
export const DENIED = { code: 'permission-denied' };
