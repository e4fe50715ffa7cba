import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import type { Role } from '../../src/access/model.ts';
import { createMemoryStorage } from '../../src/features/migration/memory-storage.ts';
import { withAdminRepositories } from '../support/emulator.ts';
import { testProfile } from '../support/test-profile.ts';

/** Creates roles (the defaults plus any extra) and an active profile holding `roleIds`. */
export async function createOwner(
  env: RulesTestEnvironment,
  uid: string,
  roleIds: string[],
  extraRoles: Role[] = [],
) {
  await withAdminRepositories(env, async (repos) => {
    for (const role of [...DEFAULT_ROLES, ...extraRoles]) await repos.roles.ensure(role);
    await repos.users.create(testProfile(uid, roleIds), [...DEFAULT_ROLES, ...extraRoles]);
  });
}

/** A PBS tree as the browser-only version kept it: items nested in children. */
export function pbsProject(id: string, name: string, dated = true) {
  return {
    id,
    name,
    description: `Breakdown of ${name}`,
    ...(dated
      ? { createdAt: '2023-05-01T08:00:00.000Z', updatedAt: '2023-06-01T09:30:00.000Z' }
      : {}),
    items: [
      {
        id: `${id}-1`,
        name: 'Assembly',
        level: 1,
        children: [
          {
            id: `${id}-1-1`,
            name: 'Sub-assembly',
            level: 2,
            children: [{ id: `${id}-1-1-1`, name: 'Part', level: 3, children: [] }],
          },
        ],
      },
    ],
  };
}

export function ipsProject(id: string, name: string) {
  return {
    id,
    name,
    createdAt: 1_690_000_000_000,
    updatedAt: '2023-08-01T00:00:00Z',
    figures: [
      { figureNumber: '1', title: 'Overview', items: [{ itemNo: '10', partNumber: 'PN-1' }] },
    ],
    metadata: { chapter: '32', section: '10' },
  };
}

export function ipsDraft(id: string, name: string) {
  return { id, name, step: 3, form: { partNumber: 'PN-9', quantity: 2 } };
}

export const PLM_DATA = {
  products: [{ id: 'prod-1', name: 'Gearbox', parts: [{ pn: 'GB-1', qty: 1 }] }],
  lastSync: '2023-09-01T10:00:00Z',
};

export function oldVersionStorage() {
  return createMemoryStorage({
    pbsProjects: JSON.stringify([
      pbsProject('pbs-1', 'Landing Gear'),
      pbsProject('pbs-2', 'Wing', false),
    ]),
    ipsProjects: JSON.stringify([ipsProject('ips-1', 'Hydraulics IPS')]),
    ipsProjectDrafts: JSON.stringify([ipsDraft('d-1', 'Draft A'), ipsDraft('d-2', 'Draft A')]),
    savedPLMData: JSON.stringify(PLM_DATA),
  });
}
