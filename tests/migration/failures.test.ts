import { collection, getDocs, query, where, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLES } from '../../src/access/default-roles.ts';
import type { Role } from '../../src/access/model.ts';
import type { Repositories } from '../../src/data/repositories.ts';
import { isMigrationPending } from '../../src/features/migration/local-data.ts';
import { createMemoryStorage } from '../../src/features/migration/memory-storage.ts';
import { loadProgress } from '../../src/features/migration/migration-progress.ts';
import { runMigration } from '../../src/features/migration/run-migration.ts';
import {
  emulatorTestEnvironment,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { createOwner, ipsDraft, ipsProject, pbsProject } from './fixtures.ts';

const quiet = () => {};
const engineerRole = DEFAULT_ROLES.find((r) => r.id === 'ips-engineer-role')!;
const { 'ips-projects': _ips, ...withoutIps } = engineerRole.permissions;
/** A PBS author who may not touch IPS projects: the rules refuse those writes. */
const PBS_ONLY: Role = {
  ...engineerRole,
  id: 'pbs-only',
  name: 'PBS only',
  permissions: withoutIps,
};

const env = emulatorTestEnvironment(() => createOwner(env, 'engineer', ['ips-engineer-role']));

async function originalIds(name: string, ownerId = 'engineer') {
  return withAdminRepositories(env, async (_repos, db: Firestore) => {
    const found = await getDocs(query(collection(db, name), where('ownerId', '==', ownerId)));
    return found.docs.map((d) => String(d.data().originalId)).sort();
  });
}

function draftsStorage(count: number) {
  const drafts = Array.from({ length: count }, (_, i) => ipsDraft(`d${i}`, `Draft ${i}`));
  return createMemoryStorage({ ipsProjectDrafts: JSON.stringify(drafts) });
}

type CommitHook = (commit: () => Promise<void>, batchNumber: number) => Promise<void>;

/** The real repositories, with every batch's commit going through `hook`. */
function withCommitHook(repos: Repositories, hook: CommitHook): Repositories {
  let batches = 0;
  const newBatch = () => {
    const batch = repos.migrations.newBatch();
    batches += 1;
    const number = batches;
    return {
      ...batch,
      add: batch.add,
      size: batch.size,
      commit: () => hook(() => batch.commit(), number),
    };
  };
  return { ...repos, migrations: { ...repos.migrations, newBatch } };
}

describe('failures', () => {
  it('reports what the rules refuse, keeps the local data, and a re-run adds only the rest', async () => {
    await createOwner(env, 'author', ['pbs-only'], [PBS_ONLY]);
    const storage = createMemoryStorage({
      pbsProjects: JSON.stringify([pbsProject('p1', 'Wing'), pbsProject('p2', 'Tail')]),
      ipsProjects: JSON.stringify([ipsProject('i1', 'Hydraulics IPS')]),
      ipsProjectDrafts: JSON.stringify([ipsDraft('d1', 'Draft A'), ipsDraft('d2', 'Draft B')]),
    });
    const repositories = repositoriesFor(env, 'author');
    const first = await runMigration({ storage, repositories, ownerId: 'author', log: quiet });
    expect(first).toEqual({
      success: false,
      message: 'Migrated 2 items with 3 errors. Check console for details.',
      migratedCount: 2,
      errors: [
        'Failed to migrate IPS project Hydraulics IPS',
        'Failed to migrate IPS draft Draft A',
        'Failed to migrate IPS draft Draft B',
      ],
    });
    expect(await originalIds('pbsProjects', 'author')).toEqual(['p1', 'p2']);
    expect(isMigrationPending(storage)).toBe(true);
    expect(loadProgress(storage, 'author').written.size).toBe(2);

    // Without IPS rights a re-run fails the same way and writes nothing twice.
    const again = await runMigration({ storage, repositories, ownerId: 'author', log: quiet });
    expect(again).toEqual({
      ...first,
      message: first.message.replace('2 items', '0 items'),
      migratedCount: 0,
    });
    expect(await originalIds('pbsProjects', 'author')).toEqual(['p1', 'p2']);

    // The author is given IPS rights; the re-run writes only what is missing.
    await withAdminRepositories(env, (repos) =>
      repos.roles.save(
        { ...PBS_ONLY, permissions: engineerRole.permissions },
        [...DEFAULT_ROLES, { ...PBS_ONLY, permissions: engineerRole.permissions }],
        false,
      ),
    );
    const second = await runMigration({ storage, repositories, ownerId: 'author', log: quiet });
    expect(second).toEqual({
      success: true,
      message: 'Successfully migrated 3 items to Firestore!',
      migratedCount: 3,
      errors: [],
    });
    expect(await originalIds('pbsProjects', 'author')).toEqual(['p1', 'p2']);
    expect(await originalIds('ipsProjects', 'author')).toEqual(['i1']);
    expect(await originalIds('ipsProjectDrafts', 'author')).toEqual(['d1', 'd2']);
    expect(isMigrationPending(storage)).toBe(false);
    expect(loadProgress(storage, 'author').written.size).toBe(0);
  });

  it('isolates single items Firestore refuses and writes the rest of their batch', async () => {
    const projects = Array.from({ length: 20 }, (_, i) => pbsProject(`p${i}`, `Project ${i}`));
    projects[13] = { ...projects[13]!, name: 'Huge', description: 'x'.repeat(1_100_000) };
    const drafts = [ipsDraft('d1', 'Fine'), { ...ipsDraft('d2', 'Nested'), grid: [[1, 2]] }];
    const storage = createMemoryStorage({
      pbsProjects: JSON.stringify(projects),
      ipsProjectDrafts: JSON.stringify(drafts),
    });
    const result = await runMigration({
      storage,
      repositories: repositoriesFor(env, 'engineer'),
      ownerId: 'engineer',
      log: quiet,
    });
    // A list in a list, which Firestore refuses as a field, is kept inside the draft's legacy
    // fields text (decision 1500): only the 1.1 MB project is refused.
    expect(result.errors).toEqual(['Failed to migrate PBS project Huge']);
    expect(result.migratedCount).toBe(21);
    expect((await originalIds('pbsProjects')).length).toBe(19);
    expect(await originalIds('pbsProjects')).not.toContain('p13');
    expect((await originalIds('ipsProjectDrafts')).sort()).toEqual(['d1', 'd2']);
    expect(isMigrationPending(storage)).toBe(true);
  });

  it('continues after a connection lost halfway, and a re-run completes without duplicates', async () => {
    const storage = draftsStorage(1000);
    const repositories = repositoriesFor(env, 'engineer');
    const broken = withCommitHook(repositories, async (commit, n) => {
      if (n >= 2) throw Object.assign(new Error('connection lost'), { code: 'unavailable' });
      await commit();
    });
    const first = await runMigration({
      storage,
      repositories: broken,
      ownerId: 'engineer',
      log: quiet,
      batchLimit: 500,
    });
    expect(first.success).toBe(false);
    expect(first.migratedCount).toBe(500);
    expect(first.errors).toHaveLength(500);
    expect(first.errors[0]).toBe('Failed to migrate IPS draft Draft 500');
    expect(isMigrationPending(storage)).toBe(true);

    const second = await runMigration({ storage, repositories, ownerId: 'engineer', log: quiet });
    expect(second.message).toBe('Successfully migrated 500 items to Firestore!');
    const ids = await originalIds('ipsProjectDrafts');
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
  }, 240_000);

  it('counts a commit that went in although the client saw an error, once', async () => {
    const storage = draftsStorage(30);
    const repositories = repositoriesFor(env, 'engineer');
    const flaky = withCommitHook(repositories, async (commit, n) => {
      await commit();
      if (n === 1)
        throw Object.assign(new Error('deadline exceeded'), { code: 'deadline-exceeded' });
    });
    const result = await runMigration({
      storage,
      repositories: flaky,
      ownerId: 'engineer',
      log: quiet,
    });
    expect(result).toMatchObject({ success: true, migratedCount: 30, errors: [] });
    expect(await originalIds('ipsProjectDrafts')).toHaveLength(30);
  });

  it('confirms the writes of a run interrupted mid-commit instead of repeating them', async () => {
    const storage = draftsStorage(40);
    const repositories = repositoriesFor(env, 'engineer');
    // The batch reaches Firestore, then the tab is gone before its progress is noted.
    const interrupted = withCommitHook(repositories, async (commit) => {
      await commit();
      storage.failWrites = true;
    });
    const first = await runMigration({
      storage,
      repositories: interrupted,
      ownerId: 'engineer',
      log: quiet,
    });
    expect(first.success).toBe(false);
    expect(first.message).toBe('Migration failed: QuotaExceededError');
    expect(loadProgress(storage, 'engineer').pending).toHaveLength(40);
    expect(isMigrationPending(storage)).toBe(true);

    storage.failWrites = false;
    const second = await runMigration({ storage, repositories, ownerId: 'engineer', log: quiet });
    expect(second).toMatchObject({ success: true, migratedCount: 0, errors: [] });
    expect(await originalIds('ipsProjectDrafts')).toHaveLength(40);
    expect(isMigrationPending(storage)).toBe(false);
  });

  it('fails as a whole when the migration record cannot be written, keeping local data', async () => {
    const storage = draftsStorage(3);
    const repositories = repositoriesFor(env, 'engineer');
    const noRecord = {
      ...repositories,
      migrations: {
        ...repositories.migrations,
        record: () => Promise.reject(new Error('record refused')),
      },
    };
    const result = await runMigration({
      storage,
      repositories: noRecord,
      ownerId: 'engineer',
      log: quiet,
    });
    expect(result).toEqual({
      success: false,
      message: 'Migration failed: record refused',
      migratedCount: 3,
      errors: ['Migration failed'],
    });
    expect(isMigrationPending(storage)).toBe(true);
    const again = await runMigration({ storage, repositories, ownerId: 'engineer', log: quiet });
    expect(again.migratedCount).toBe(0);
    expect(await originalIds('ipsProjectDrafts')).toHaveLength(3);
  });
});
