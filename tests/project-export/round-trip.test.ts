import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeBundle, parseBundle } from '../../src/features/project-export/bundle.ts';
import { importProjects } from '../../src/features/project-export/import-projects.ts';
import { seedOwners } from '../projects/helpers.ts';
import {
  createTestEnvironment,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createTestEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedOwners(env, { alice: 'ips-engineer-role', bob: 'ips-engineer-role' });
});

const due = Timestamp.fromMillis(Date.UTC(2024, 1, 29, 12, 0, 0, 123));
const items = Array.from({ length: 50 }, (_, i) => ({
  id: `i${i}`,
  name: `Teil ${i} ✓`,
  order: i,
}));

describe('project export and import through the repositories and the rules', () => {
  it('exports alice’s projects and imports them for bob without losing anything', async () => {
    const alice = repositoriesFor(env, 'alice');
    const pbsId = await alice.pbsProjects.create('alice', 'Fahrrad 🚲', {
      product: 'B-1',
      items,
      meta: { due, empty: null, tags: ['a', { b: [1, 2] }] },
    });
    await alice.ipsProjects.create('alice', 'Support', { linkedPbsProjectId: pbsId, notes: '' });
    const exported = [
      ...(await alice.pbsProjects.listOwned('alice')).map((p) => ({
        ...p,
        collection: 'pbsProjects' as const,
      })),
      ...(await alice.ipsProjects.listOwned('alice')).map((p) => ({
        ...p,
        collection: 'ipsProjects' as const,
      })),
    ];
    const parsed = parseBundle(encodeBundle(exported, new Date()));
    if (!parsed.ok) throw new Error(parsed.message);

    const bob = repositoriesFor(env, 'bob');
    await bob.pbsProjects.create('bob', 'Fahrrad 🚲', {});
    const summary = await importProjects(bob, 'bob', parsed.projects);
    expect(summary).toEqual({
      failedAt: null,
      imported: [
        { collection: 'pbsProjects', name: 'Fahrrad 🚲 (imported)', renamed: true },
        { collection: 'ipsProjects', name: 'Support', renamed: false },
      ],
    });

    const pbs = (await bob.pbsProjects.listOwned('bob')).find((p) =>
      p.name.endsWith('(imported)'),
    )!;
    const original = exported[0]!;
    expect(pbs.ownerId).toBe('bob');
    expect(pbs.fields).toEqual(original.fields);
    expect((pbs.fields.meta as { due: Timestamp }).due.toMillis()).toBe(due.toMillis());
    expect(pbs.createdAt).toEqual(original.createdAt);
    expect(pbs.updatedAt).toEqual(original.updatedAt);
    const [ips] = await bob.ipsProjects.listOwned('bob');
    expect(ips!.fields).toEqual({ linkedPbsProjectId: pbs.id, notes: '' });
    // Alice's projects are untouched.
    await withAdminRepositories(env, async (repos) => {
      expect(await repos.pbsProjects.listOwned('alice')).toHaveLength(1);
    });
  });

  it('writes nothing when the rules refuse reading the target owner’s projects', async () => {
    const parsed = parseBundle(
      encodeBundle(
        [
          {
            collection: 'pbsProjects',
            id: null,
            name: 'X',
            createdAt: null,
            updatedAt: null,
            fields: {},
          },
        ],
        new Date(),
      ),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    await expect(
      importProjects(repositoriesFor(env, 'bob'), 'alice', parsed.projects),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await withAdminRepositories(env, async (repos) => {
      expect(await repos.pbsProjects.listOwned('alice')).toEqual([]);
    });
  });
});
