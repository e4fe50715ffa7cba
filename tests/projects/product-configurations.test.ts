import { describe, expect, it } from 'vitest';
import {
  addModel,
  addRange,
  addVariant,
} from '../../src/features/product-configurations/configuration-edits.ts';
import type { ProductModel } from '../../src/domain/product-configurations.ts';
import { repositoriesFor, withAdminRepositories } from '../support/emulator.ts';
import { environmentWithOwners, DENIED } from './helpers.ts';

const env = environmentWithOwners({
  engineer: 'ips-engineer-role',
  other: 'ips-engineer-role',
  maintainer: 'maintainer-role',
});

function bikeModels(): ProductModel[] {
  const step = (edit: ReturnType<typeof addModel>) => {
    if (!edit.ok) throw new Error(edit.message);
    return edit.models;
  };
  let models = step(addModel([], { modelIdentCode: 'bike', name: 'Bicycle' }));
  models = step(addVariant(models, models[0]!, { code: 'std', name: 'Standard' }));
  const variant = () => models[0]!.variants[0]!;
  models = step(addRange(models, models[0]!, variant(), { from: '1', to: '100' }));
  models = step(
    addRange(models, models[0]!, variant(), { from: '101', to: '250', modifications: 'MOD-7' }),
  );
  return models;
}

describe('product configurations through the repository and the rules', () => {
  it('creates the set on the first save, updates it after, and lists it for its owner', async () => {
    const engineer = repositoriesFor(env, 'engineer');
    const projectId = await engineer.pbsProjects.create('engineer', 'Bicycle', {});
    expect(await engineer.productConfigurations.getForProject('engineer', projectId)).toBeNull();

    const models = bikeModels();
    await engineer.productConfigurations.save('engineer', projectId, models.slice(0, 0), false);
    await engineer.productConfigurations.save('engineer', projectId, models, true);
    const saved = await engineer.productConfigurations.getForProject('engineer', projectId);
    expect(saved).toMatchObject({ projectId, ownerId: 'engineer', models });
    expect(saved!.models[0]!.variants[0]!.ranges[1]!.modifications).toEqual(['MOD-7']);
    expect(saved!.createdAt).toBeInstanceOf(Date);
    expect(await engineer.productConfigurations.listOwned('engineer')).toHaveLength(1);
  });

  it('keeps other owners out, and lets a maintainer (pbs-projects edit) set one up', async () => {
    const engineer = repositoriesFor(env, 'engineer');
    const projectId = await engineer.pbsProjects.create('engineer', 'Bicycle', {});
    await engineer.productConfigurations.save('engineer', projectId, bikeModels(), false);
    const other = repositoriesFor(env, 'other');
    await expect(
      other.productConfigurations.getForProject('engineer', projectId),
    ).rejects.toMatchObject(DENIED);
    await expect(
      other.productConfigurations.save('engineer', projectId, [], true),
    ).rejects.toMatchObject(DENIED);

    const maintainerProject = await withAdminRepositories(env, (repos) =>
      repos.pbsProjects.create('maintainer', 'Pump', {}),
    );
    const maintainer = repositoriesFor(env, 'maintainer');
    await maintainer.productConfigurations.save(
      'maintainer',
      maintainerProject,
      bikeModels(),
      false,
    );
    await expect(
      maintainer.productConfigurations.removeWithProject(maintainerProject),
    ).rejects.toMatchObject(DENIED);
  });

  it('deletes a PBS project with its configuration set, or without one', async () => {
    const engineer = repositoriesFor(env, 'engineer');
    const configured = await engineer.pbsProjects.create('engineer', 'Bicycle', {});
    const bare = await engineer.pbsProjects.create('engineer', 'Pump', {});
    await engineer.productConfigurations.save('engineer', configured, bikeModels(), false);
    await engineer.productConfigurations.removeWithProject(configured);
    await engineer.productConfigurations.removeWithProject(bare);
    await withAdminRepositories(env, async (repos) => {
      expect(await repos.pbsProjects.listOwned('engineer')).toEqual([]);
      expect(await repos.productConfigurations.listOwned('engineer')).toEqual([]);
    });
  });
});
