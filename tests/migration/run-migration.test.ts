import { collection, getDocs, query, Timestamp, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { unpackFields } from '../../src/domain/packed-fields.ts';
import { isMigrationPending, LOCAL_KEYS } from '../../src/features/migration/local-data.ts';
import { BACKUP_KEY_PREFIX, readBackup } from '../../src/features/migration/migration-backup.ts';
import { createMemoryStorage } from '../../src/features/migration/memory-storage.ts';
import { runMigration } from '../../src/features/migration/run-migration.ts';
import {
  emulatorTestEnvironment,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { createOwner, ipsProject, oldVersionStorage, pbsProject, PLM_DATA } from './fixtures.ts';

const quiet = () => {};

const env = emulatorTestEnvironment(async () => {
  await createOwner(env, 'engineer', ['ips-engineer-role']);
  await createOwner(env, 'other', ['ips-engineer-role']);
});

async function documents(name: string, ownerId: string) {
  return withAdminRepositories(env, async (_repos, db: Firestore) => {
    const found = await getDocs(query(collection(db, name), where('ownerId', '==', ownerId)));
    return found.docs.map((d): Record<string, unknown> => ({ id: d.id, ...d.data() }));
  });
}

describe('migrating the browser-only version’s data', () => {
  it('writes every kind with its fields, dates and markers, records it and backs up', async () => {
    const storage = oldVersionStorage();
    const before = Object.fromEntries(LOCAL_KEYS.map((k) => [k, storage.getItem(k)]));
    const result = await runMigration({
      storage,
      repositories: repositoriesFor(env, 'engineer'),
      ownerId: 'engineer',
      now: () => new Date('2026-02-03T04:05:06.000Z'),
      log: quiet,
    });
    expect(result).toEqual({
      success: true,
      message: 'Successfully migrated 6 items to Firestore!',
      migratedCount: 6,
      errors: [],
    });

    const pbs = await documents('pbsProjects', 'engineer');
    expect(pbs).toHaveLength(2);
    const gear = pbs.find((p) => p.originalId === 'pbs-1')!;
    expect(gear.id).not.toBe('pbs-1');
    // The nested tree is kept whole, stored as one JSON text (decision 1200).
    expect(typeof gear.items).toBe('string');
    expect(unpackFields('pbsProjects', gear)).toMatchObject({
      name: 'Landing Gear',
      description: 'Breakdown of Landing Gear',
      items: pbsProject('pbs-1', 'Landing Gear').items,
      migratedFromLocalStorage: true,
      ownerId: 'engineer',
    });
    expect((gear.createdAt as Timestamp).toDate()).toEqual(new Date('2023-05-01T08:00:00.000Z'));
    expect((gear.updatedAt as Timestamp).toDate()).toEqual(new Date('2023-06-01T09:30:00.000Z'));
    const wing = pbs.find((p) => p.originalId === 'pbs-2')!;
    // No stored dates: server time, i.e. the moment of migration.
    expect((wing.createdAt as Timestamp).toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);

    const [ips] = await documents('ipsProjects', 'engineer');
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...stored
    } = ipsProject('ips-1', 'Hydraulics IPS');
    // Its old figures are kept whole, stored as one JSON text (decision 1400).
    expect(typeof ips!.figures).toBe('string');
    expect(unpackFields('ipsProjects', ips!)).toMatchObject({
      ...stored,
      originalId: 'ips-1',
      migratedFromLocalStorage: true,
    });
    expect((ips!.createdAt as Timestamp).toDate()).toEqual(new Date(1_690_000_000_000));

    // Drafts are not checked for duplicates: both "Draft A" go in.
    const drafts = await documents('ipsProjectDrafts', 'engineer');
    expect(drafts.map((d) => d.originalId).sort()).toEqual(['d-1', 'd-2']);

    const [plm] = await documents('plmData', 'engineer');
    // Its data is stored as one JSON text (decision 1500) and read back whole.
    expect(typeof plm!.dataText).toBe('string');
    expect(unpackFields('plmData', plm!)).toMatchObject({
      data: PLM_DATA,
      migratedFromLocalStorage: true,
    });
    expect(plm!.migratedAt).toBeInstanceOf(Timestamp);

    const [record] = await repositoriesFor(env, 'engineer').migrations.listOwned('engineer');
    expect(record).toMatchObject({
      totalItemsMigrated: 6,
      errors: [],
      localStorageKeys: [...LOCAL_KEYS],
    });

    expect(isMigrationPending(storage)).toBe(false);
    const backup = `${BACKUP_KEY_PREFIX}2026-02-03T04:05:06.000Z`;
    expect(readBackup(storage, backup)).toEqual(before);
    expect(storage.keys()).toEqual([backup]);
  });

  it('skips PBS and IPS names the owner already has, and repeats within the list', async () => {
    const owner = repositoriesFor(env, 'engineer');
    await owner.pbsProjects.create('engineer', 'Landing Gear', {});
    await repositoriesFor(env, 'other').ipsProjects.create('other', 'Hydraulics IPS', {});
    const storage = createMemoryStorage({
      pbsProjects: JSON.stringify([
        pbsProject('a', 'Landing Gear'),
        pbsProject('b', 'Wing'),
        pbsProject('c', 'Wing'),
      ]),
      ipsProjects: JSON.stringify([ipsProject('i', 'Hydraulics IPS')]),
    });
    const result = await runMigration({
      storage,
      repositories: owner,
      ownerId: 'engineer',
      log: quiet,
    });
    expect(result).toEqual({
      success: true,
      message: 'Migrated 2 items with 2 errors. Check console for details.',
      migratedCount: 2,
      errors: [
        'Skipped duplicate PBS project: Landing Gear',
        'Skipped duplicate PBS project: Wing',
      ],
    });
    // Another owner's project of the same name is no duplicate.
    expect((await documents('ipsProjects', 'engineer')).map((p) => p.name)).toEqual([
      'Hydraulics IPS',
    ]);
    expect((await documents('pbsProjects', 'engineer')).map((p) => p.name).sort()).toEqual([
      'Landing Gear',
      'Wing',
    ]);
    // Skips are no failure: the local data is backed up.
    expect(isMigrationPending(storage)).toBe(false);
  });

  it('reports corrupted JSON per key, migrates the rest and keeps everything local', async () => {
    const storage = createMemoryStorage({
      pbsProjects: '[{"id":"1","name":"Bro',
      ipsProjects: '{"broken"',
      ipsProjectDrafts: 'not json',
      savedPLMData: '{"products": [',
    });
    const repositories = repositoriesFor(env, 'engineer');
    const result = await runMigration({ storage, repositories, ownerId: 'engineer', log: quiet });
    expect(result).toEqual({
      success: false,
      message: 'Migrated 0 items with 4 errors. Check console for details.',
      migratedCount: 0,
      errors: [
        'Failed to parse PBS projects',
        'Failed to parse IPS projects',
        'Failed to parse IPS drafts',
        'Failed to migrate PLM data',
      ],
    });
    expect(storage.getItem('pbsProjects')).toBe('[{"id":"1","name":"Bro');
    expect(isMigrationPending(storage)).toBe(true);
    const [record] = await repositories.migrations.listOwned('engineer');
    expect(record!.errors).toEqual(result.errors);

    // One corrupted key does not stop the others.
    storage.setItem('ipsProjects', JSON.stringify([ipsProject('i', 'Hydraulics IPS')]));
    const second = await runMigration({ storage, repositories, ownerId: 'engineer', log: quiet });
    expect(second.migratedCount).toBe(1);
    expect(second.success).toBe(false);
  });

  it('migrates 5,000 items in batches of 100', async () => {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: `d${i}`,
      name: `Draft ${i}`,
      n: i,
    }));
    const storage = createMemoryStorage({ ipsProjectDrafts: JSON.stringify(items) });
    const repositories = repositoriesFor(env, 'engineer');
    const sizes: number[] = [];
    const newBatch = repositories.migrations.newBatch.bind(repositories.migrations);
    const counting = {
      ...repositories,
      migrations: {
        ...repositories.migrations,
        newBatch() {
          const batch = newBatch();
          return {
            ...batch,
            add: batch.add,
            get size() {
              return batch.size;
            },
            async commit() {
              sizes.push(batch.size);
              await batch.commit();
            },
          };
        },
      },
    };
    const result = await runMigration({
      storage,
      repositories: counting,
      ownerId: 'engineer',
      log: quiet,
    });
    expect(result.message).toBe('Successfully migrated 5000 items to Firestore!');
    expect(sizes).toEqual(Array(50).fill(100));
    const drafts = await documents('ipsProjectDrafts', 'engineer');
    expect(drafts).toHaveLength(5000);
    expect(new Set(drafts.map((d) => d.originalId)).size).toBe(5000);
  }, 240_000);
});
