import { doc, getDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FIELDS } from '../../src/features/pbs-projects/pbs-item.ts';
import { addChild, addItem, indentItem } from '../../src/features/pbs-projects/pbs-tree.ts';
import { addTask } from '../../src/features/pbs-projects/item-tasks.ts';
import { readItems, toStoredItems } from '../../src/features/pbs-projects/read-items.ts';
import { sampleBreakdown } from '../../src/features/pbs-projects/sample-breakdown.ts';
import { EMPTY_TASK_FIELDS } from '../../src/features/pbs-projects/support-task.ts';
import { repositoriesFor, withAdminRepositories } from '../support/emulator.ts';
import { environmentWithOwners, DENIED } from './helpers.ts';

const env = environmentWithOwners({
  engineer: 'ips-engineer-role',
  other: 'ips-engineer-role',
  maintainer: 'maintainer-role',
  viewer: 's1000d-viewer-role',
});

const fields = (identifier: string) => ({
  ...EMPTY_ITEM_FIELDS,
  identifier,
  name: `Item ${identifier}`,
});

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

describe('PBS projects through the repository and the rules', () => {
  it('lets the owner create, build a tree with a task, reload it, and delete it', async () => {
    const repos = repositoriesFor(env, 'engineer');
    const id = await repos.pbsProjects.create('engineer', 'Bicycle', {
      description: 'A bike',
      product: 'B-1',
      items: [],
    });
    let items = ok(addItem([], 'root', { ...fields('D00'), snsCode: 'D00' }, null)).items;
    items = ok(addChild(items, 'wheels', fields('DA0'), 'root')).items;
    items = ok(addItem(items, 'front', fields('DA0-10'), 'root')).items;
    items = indentItem(items, 'front');
    items = ok(
      addTask(items, 'front', 't1', { ...EMPTY_TASK_FIELDS, code: 'T-1', title: 'Check spokes' }),
    ).items;
    await repos.pbsProjects.update(id, { items: toStoredItems(items) });

    const stored = (await repos.pbsProjects.get(id))!;
    expect(stored).toMatchObject({ name: 'Bicycle', ownerId: 'engineer' });
    expect(stored.fields).toMatchObject({ description: 'A bike', product: 'B-1' });
    const read = readItems(stored.fields.items);
    expect(read).toEqual(items);
    expect(read.find((i) => i.id === 'front')).toMatchObject({
      parentId: 'wheels',
      tasks: [{ code: 'T-1' }],
    });
    expect((await repos.pbsProjects.listOwned('engineer')).map((p) => p.id)).toEqual([id]);

    await repos.pbsProjects.remove(id);
    // A get of a missing project is refused (the rule reads its owner), so ask the list.
    expect(await repos.pbsProjects.listOwned('engineer')).toEqual([]);
  });

  it('keeps projects to their owner, and writes to roles that hold the permission', async () => {
    const id = await repositoriesFor(env, 'engineer').pbsProjects.create('engineer', 'Mine', {
      items: [],
    });
    const other = repositoriesFor(env, 'other');
    await expect(other.pbsProjects.get(id)).rejects.toMatchObject(DENIED);
    await expect(other.pbsProjects.update(id, { items: [] })).rejects.toMatchObject(DENIED);
    expect(await other.pbsProjects.listOwned('other')).toEqual([]);
    await expect(
      other.pbsProjects.create('engineer', 'Forged', { items: [] }),
    ).rejects.toMatchObject(DENIED);

    const maintainer = repositoriesFor(env, 'maintainer');
    await expect(
      maintainer.pbsProjects.create('maintainer', 'No create', { items: [] }),
    ).rejects.toMatchObject(DENIED);
    await expect(
      repositoriesFor(env, 'viewer').pbsProjects.create('viewer', 'No area', { items: [] }),
    ).rejects.toMatchObject(DENIED);
  });

  it('stores and reads back a 5,000-item breakdown in one document', async () => {
    const repos = repositoriesFor(env, 'engineer');
    const items = sampleBreakdown(5000);
    const id = await repos.pbsProjects.create('engineer', 'Large', { items: toStoredItems(items) });
    const read = readItems((await repos.pbsProjects.get(id))!.fields.items);
    expect(read).toHaveLength(5000);
    expect(read).toEqual(items);
    // Stored as one JSON text, not 5,000 nested maps (decision 1200).
    const stored = await withAdminRepositories(env, (_repos, db) =>
      getDoc(doc(db, 'pbsProjects', id)),
    );
    expect(stored.get('items')).toBe(JSON.stringify(toStoredItems(items)));
  });

  it('opens a migrated project with nested items, and saving keeps its other fields', async () => {
    const id = await withAdminRepositories(env, (admin) =>
      admin.pbsProjects.create('engineer', 'Landing Gear', {
        id: 'pbs-1',
        description: 'Old',
        legacyFlag: true,
        items: [
          {
            id: 'a',
            name: 'Assembly',
            level: 1,
            children: [{ id: 'b', name: 'Part', level: 2, children: [] }],
          },
        ],
      }),
    );
    const repos = repositoriesFor(env, 'engineer');
    const items = readItems((await repos.pbsProjects.get(id))!.fields.items);
    expect(items.map((i) => [i.id, i.parentId])).toEqual([
      ['a', null],
      ['b', 'a'],
    ]);
    await repos.pbsProjects.update(id, { items: toStoredItems(items) });
    const saved = (await repos.pbsProjects.get(id))!;
    expect(saved.fields).toMatchObject({ id: 'pbs-1', description: 'Old', legacyFlag: true });
    expect(readItems(saved.fields.items)).toEqual(items);
  });
});
