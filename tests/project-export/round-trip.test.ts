import {
  Timestamp,
  addDoc,
  collection,
  doc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Repositories } from '../../src/data/repositories.ts';
import { readBundleBytes, zipBundle } from '../../src/features/project-export/bundle-file.ts';
import {
  encodeBundle,
  parseBundle,
  type BundledProject,
} from '../../src/features/project-export/bundle.ts';
import { withConfigurations } from '../../src/features/project-export/export-selection.ts';
import { importProjects } from '../../src/features/project-export/import-projects.ts';
import { CHOOSABLE } from '../../src/features/project-export/kinds.ts';
import { toStoredItems } from '../../src/features/pbs-projects/read-items.ts';
import { sampleBreakdown } from '../../src/features/pbs-projects/sample-breakdown.ts';
import { environmentWithOwners } from '../projects/helpers.ts';
import { repositoriesFor, withAdminRepositories } from '../support/emulator.ts';

const env = environmentWithOwners({ alice: 'ips-engineer-role', bob: 'ips-engineer-role' });

const due = Timestamp.fromMillis(Date.UTC(2024, 1, 29, 12, 0, 0, 123));
const models = [
  {
    id: 'm1',
    modelIdentCode: 'BIKE',
    name: 'Fahrrad 🚲',
    variants: [
      {
        id: 'v1',
        code: 'STD',
        name: '',
        ranges: [
          { id: 'r1', from: '1', to: '100', modifications: [] },
          { id: 'r2', from: '101', to: '200', modifications: ['MOD-7'] },
        ],
      },
    ],
  },
];

/** Everything the owner holds, as the export page reads it. */
async function everything(repos: Repositories, owner: string) {
  const lists = await Promise.all(
    CHOOSABLE.map(async (c) =>
      (await repos[c].listOwned(owner)).map((p) => ({ ...p, collection: c })),
    ),
  );
  const sets = await repos.productConfigurations.listOwned(owner);
  return withConfigurations(lists.flat(), sets);
}

const byCollection = (projects: BundledProject[]) =>
  Object.fromEntries(CHOOSABLE.map((c) => [c, projects.filter((p) => p.collection === c)]));

describe('project export and import through the repositories and the rules', () => {
  it('moves a 5,000-item breakdown, its configurations, IPS project, draft and PLM data as a zip, losing nothing', async () => {
    const alice = repositoriesFor(env, 'alice');
    const items = toStoredItems(sampleBreakdown(5000));
    const pbsId = await alice.pbsProjects.create('alice', 'Fahrrad 🚲 名前', {
      product: '',
      items,
      legacyFields: { meta: { due, empty: null, blank: '', tags: ['a', { b: [1, 2] }] } },
    });
    await alice.productConfigurations.save('alice', pbsId, models, false);
    await alice.ipsProjects.create('alice', 'Support', {
      linkedPbsProjectId: pbsId,
      legacyFields: { notes: '' },
    });
    await alice.ipsProjectDrafts.create('alice', 'Half done', {
      step: 3,
      data: { linkedPbsProjectId: pbsId, team: [] },
    });
    // A PLM data record as the migrator writes it: no name.
    await withAdminRepositories(env, (_, db) =>
      addDoc(collection(db, 'plmData'), { ownerId: 'alice', data: { parts: ['ü'] } }),
    );

    const exported = await everything(alice, 'alice');
    expect(exported.map((p) => p.collection).sort()).toEqual(
      ['ipsProjectDrafts', 'ipsProjects', 'pbsProjects', 'plmData', 'productConfigurations'].sort(),
    );
    const read = readBundleBytes(zipBundle(encodeBundle(exported, new Date())));
    if (!read.ok) throw new Error(read.message);
    const parsed = parseBundle(read.text);
    if (!parsed.ok) throw new Error(parsed.message);

    const bob = repositoriesFor(env, 'bob');
    await bob.pbsProjects.create('bob', 'Fahrrad 🚲 名前', {});
    const summary = await importProjects(bob, 'bob', parsed.projects);
    expect(summary.renamed).toEqual(['Fahrrad 🚲 名前 (imported)']);

    const imported = byCollection(await everything(bob, 'bob'));
    const original = byCollection(exported);
    const pbs = imported.pbsProjects!.find((p) => p.name.endsWith('(imported)'))!;
    expect(pbs.fields).toEqual(original.pbsProjects![0]!.fields);
    // What the store keeps under legacyFields travels at the top level, as it came.
    expect(pbs.fields.legacyFields).toBeUndefined();
    const { meta } = pbs.fields as { meta: { due: Timestamp } };
    expect(meta.due.toMillis()).toBe(due.toMillis());
    expect(pbs.createdAt).toEqual(original.pbsProjects![0]!.createdAt);
    const set = await bob.productConfigurations.getForProject('bob', pbs.id!);
    expect(set?.models).toEqual(models);
    expect(imported.ipsProjects![0]!.fields).toEqual({ linkedPbsProjectId: pbs.id, notes: '' });
    expect(imported.ipsProjectDrafts![0]!).toMatchObject({
      name: 'Half done',
      fields: { step: 3, data: { linkedPbsProjectId: pbs.id, team: [] } },
    });
    expect(imported.plmData![0]!.fields).toEqual(original.plmData![0]!.fields);
    await withAdminRepositories(env, async (repos) => {
      expect(await repos.pbsProjects.listOwned('alice')).toHaveLength(1);
    });
  });
});

describe('an import is all or nothing', () => {
  const pbs = (n: number): BundledProject => ({
    collection: 'pbsProjects',
    id: `p${n}`,
    name: `Project ${n}`,
    createdAt: null,
    updatedAt: null,
    fields: { product: 'B' },
  });
  /** A set the rules refuse (an unknown field): a failure injected after the PBS projects. */
  const refusedSet: BundledProject = {
    collection: 'productConfigurations',
    id: 'p3',
    name: '',
    createdAt: null,
    updatedAt: null,
    fields: { models: [], colour: 'red' },
  };

  async function nothingLeft() {
    await withAdminRepositories(env, async (repos, db) => {
      expect(await repos.pbsProjects.listOwned('bob')).toEqual([]);
      expect(await repos.productConfigurations.listOwned('bob')).toEqual([]);
      expect((await getDocs(collection(db, 'projectImports'))).size).toBe(0);
    });
  }

  it('in one batch: a refused document writes nothing', async () => {
    const bob = repositoriesFor(env, 'bob');
    await expect(
      importProjects(bob, 'bob', [pbs(1), pbs(2), pbs(3), refusedSet]),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await nothingLeft();
  });

  it('over several batches: a batch refused halfway rolls back the committed ones', async () => {
    const bob = repositoriesFor(env, 'bob');
    const projects = [pbs(1), pbs(2), pbs(3), pbs(4), pbs(5), refusedSet];
    await expect(
      importProjects(bob, 'bob', projects, { writes: 2, bytes: 1_000_000 }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await nothingLeft();

    const summary = await importProjects(bob, 'bob', projects.slice(0, 5), {
      writes: 2,
      bytes: 1_000_000,
    });
    expect(summary.counts.pbsProjects).toBe(5);
    await withAdminRepositories(env, async (repos) => {
      expect(await repos.pbsProjects.listOwned('bob')).toHaveLength(5);
    });
  });

  it('an import interrupted halfway is undone the next time', async () => {
    const bob = repositoriesFor(env, 'bob');
    // The state a closed tab leaves: the first batch (and its marker) committed, no more.
    const db = env.authenticatedContext('bob').firestore() as unknown as Firestore;
    const batch = writeBatch(db);
    batch.set(doc(db, 'pbsProjects/left1'), { name: 'Left 1', ownerId: 'bob' });
    batch.set(doc(db, 'pbsProjects/left2'), { name: 'Left 2', ownerId: 'bob' });
    batch.set(doc(db, 'projectImports/stopped'), {
      ownerId: 'bob',
      // One path a line (decision 222).
      paths: 'pbsProjects/left1\npbsProjects/left2\npbsProjects/never',
      committed: 2,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    await batch.commit();

    expect(await bob.projectImport.undoInterrupted('bob', new Date(), 60_000)).toBe(0);
    const later = new Date(Date.now() + 120_000);
    expect(await bob.projectImport.undoInterrupted('bob', later, 60_000)).toBe(2);
    await nothingLeft();
  });
});
