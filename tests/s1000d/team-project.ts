import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { seedOwners } from '../projects/helpers.ts';
import { repositoriesFor } from '../support/emulator.ts';

/** The team of an S1000D project's emulator tests: uid → the site role each holds. */
export const TEAM_ROLES = {
  manager: 'ips-engineer-role',
  author: 'ips-engineer-role',
  viewer: 's1000d-viewer-role',
  outsider: 'ips-engineer-role',
} as const;

export const seedTeam = (env: RulesTestEnvironment) => seedOwners(env, TEAM_ROLES);

export const actor = (uid: string) => ({ uid, name: uid });

/** A project "Bike" managed by manager, with author as author and viewer as reader. */
export async function newTeamProject(env: RulesTestEnvironment) {
  const repos = repositoriesFor(env, 'manager');
  const id = await repos.s1000dProjects.create(
    { name: 'Bike', description: '', settings: {}, visibility: 'members' },
    actor('manager'),
  );
  await repos.s1000dProjects.setMembers(
    id,
    { manager: 'manager', author: 'author', viewer: 'reader' },
    actor('manager'),
  );
  return id;
}
