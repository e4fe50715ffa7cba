import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { indexShardOf } from '../../src/data/s1000d-shards.ts';
import type { ObjectWrite, ProjectRole } from '../../src/data/s1000d-store-types.ts';
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

/** An S1000D project that manager creates (issue 6 unless settings say) and gives these members. */
export async function createManagedProject(
  env: RulesTestEnvironment,
  project: { name: string; description?: string; settings?: { issue?: string } },
  members: Record<string, ProjectRole>,
) {
  const repos = repositoriesFor(env, 'manager');
  const id = await repos.s1000dProjects.create(
    {
      name: project.name,
      description: project.description ?? '',
      settings: project.settings ?? { issue: '6' },
      visibility: 'members',
    },
    actor('manager'),
  );
  await repos.s1000dProjects.setMembers(id, members, actor('manager'));
  return id;
}

/** A project "Bike" managed by manager, with author as author and viewer as reader. */
export const newTeamProject = (env: RulesTestEnvironment) =>
  createManagedProject(
    env,
    { name: 'Bike', settings: {} },
    { manager: 'manager', author: 'author', viewer: 'reader' },
  );

/** A new object's first issue, as an upload hands it to the store. */
export function addedObject(
  key: string,
  bytes: Uint8Array,
  sha256: string,
  row: ObjectWrite['row'],
): ObjectWrite {
  return {
    key,
    kind: 'dm',
    issueNumber: '001',
    inWork: '00',
    mediaType: 'application/xml',
    bytes,
    sha256,
    row,
    becomesCurrent: true,
    action: 'add',
  };
}

/** The index shard holding an object's row, as uid reads it (past the repository). */
export const readShardOf = (
  env: RulesTestEnvironment,
  uid: string,
  projectId: string,
  key: string,
) =>
  getDoc(
    doc(
      env.authenticatedContext(uid).firestore() as unknown as Firestore,
      's1000dProjects',
      projectId,
      'index',
      indexShardOf(key),
    ),
  );
