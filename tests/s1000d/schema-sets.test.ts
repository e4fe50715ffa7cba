import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { ProjectSchemaSet } from '../../src/domain/schema-sets.ts';
import { miniXsdZip } from '../../src/s1000d/node/test-projects.ts';
import { readSchemaSet, type SchemaSet } from '../../src/s1000d/schemas/schema-set.ts';
import {
  emulatorTestEnvironment,
  firstValue,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { DENIED } from '../projects/helpers.ts';
import { actor, newTeamProject, seedTeam } from './team-project.ts';

const env = emulatorTestEnvironment(seedTeam);

function miniSet(): { set: SchemaSet; folder: string } {
  const read = readSchemaSet([{ path: 'xsd-mini.zip', bytes: miniXsdZip() }]);
  if (!read.ok) throw new Error(read.problems.join('\n'));
  return { set: read.set, folder: read.summary.folder };
}

const listen = (uid: string, projectId: string) =>
  firstValue<ProjectSchemaSet[]>((next, fail) =>
    repositoriesFor(env, uid).schemaSets.listen(projectId, next, fail),
  );

describe("a project's schema sets, through the repository and the rules", () => {
  it('a manager stores a set; a reader lists it and loads every file byte for byte', async () => {
    const projectId = await newTeamProject(env);
    const { set, folder } = miniSet();
    await repositoriesFor(env, 'manager').schemaSets.save(projectId, set, folder, actor('manager'));
    const [stored] = await listen('viewer', projectId);
    expect(stored!.summary).toMatchObject({ issue: '4.1', files: set.files.length, folder });
    expect(stored!.storedBy).toBe('manager');
    const loaded = await repositoriesFor(env, 'viewer').schemaSets.load(projectId, stored!);
    expect(loaded.files.map((f) => f.name)).toEqual(set.files.map((f) => f.name));
    for (const [i, file] of loaded.files.entries())
      expect(Buffer.from(file.bytes).equals(Buffer.from(set.files[i]!.bytes))).toBe(true);
    await expect(listen('outsider', projectId)).rejects.toMatchObject(DENIED);
  });

  it('refuses an author, a reader and an outsider, and stores nothing', async () => {
    const projectId = await newTeamProject(env);
    const { set, folder } = miniSet();
    for (const uid of ['author', 'viewer', 'outsider'])
      await expect(
        repositoriesFor(env, uid).schemaSets.save(projectId, set, folder, actor(uid)),
      ).rejects.toMatchObject(DENIED);
    expect(await listen('manager', projectId)).toEqual([]);
  });

  it('a manager replaces and removes a set; a reader cannot remove it', async () => {
    const projectId = await newTeamProject(env);
    const { set, folder } = miniSet();
    const manager = repositoriesFor(env, 'manager').schemaSets;
    await manager.save(projectId, set, folder, actor('manager'));
    const fewer = { ...set, files: set.files.slice(0, 3) };
    await manager.save(projectId, fewer, folder, actor('manager'));
    expect((await listen('viewer', projectId))[0]!.summary.files).toBe(3);
    await expect(
      repositoriesFor(env, 'viewer').schemaSets.remove(projectId, '4.1'),
    ).rejects.toMatchObject(DENIED);
    await manager.remove(projectId, '4.1');
    expect(await listen('viewer', projectId)).toEqual([]);
  });

  it('stores the file list as one bounded text and reads a set stored before as a list (decision 1400)', async () => {
    const projectId = await newTeamProject(env);
    const { set, folder } = miniSet();
    await repositoriesFor(env, 'manager').schemaSets.save(projectId, set, folder, actor('manager'));
    const raw = await withAdminRepositories(env, async (_, db) =>
      (await getDoc(doc(db, 's1000dProjects', projectId, 'schemaSets', '4-1'))).data(),
    );
    expect(typeof raw!.files).toBe('string');
    const files = JSON.parse(raw!.files as string) as unknown[];
    expect(files).toHaveLength(set.files.length);
    await withAdminRepositories(env, (_, db) =>
      setDoc(doc(db, 's1000dProjects', projectId, 'schemaSets', '4-0'), {
        ...raw,
        issue: '4.0',
        files,
      }),
    );
    const sets = await listen('viewer', projectId);
    expect(sets.map((s) => [s.summary.issue, s.summary.files])).toEqual([
      ['4.0', set.files.length],
      ['4.1', set.files.length],
    ]);
  });
});
