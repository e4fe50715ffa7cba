import { describe, expect, it } from 'vitest';
import { readDraft } from '../../src/features/ips-projects/creator-steps.ts';
import {
  EMPTY_IPS_DATA,
  otherFields,
  readIpsData,
} from '../../src/features/ips-projects/ips-project.ts';
import { repositoriesFor, withAdminRepositories } from '../support/emulator.ts';
import { environmentWithOwners, DENIED } from './helpers.ts';

const env = environmentWithOwners({
  engineer: 'ips-engineer-role',
  other: 'ips-engineer-role',
  operator: 'operator-role',
});

const data = {
  ...EMPTY_IPS_DATA,
  product: 'Pump',
  specifications: ['SX000i', 'S3000L'],
  team: [{ name: 'Ada', role: 'LSA lead' }],
  milestones: [{ title: 'PDR', due: '2027-03-01', status: 'Planned' as const }],
};

describe('IPS projects and drafts through the repositories and the rules', () => {
  it('autosaves a draft, resumes it, creates the project and removes the draft', async () => {
    const repos = repositoriesFor(env, 'engineer');
    const draftId = await repos.ipsProjectDrafts.create('engineer', 'Hydraulics', {
      step: 1,
      data: EMPTY_IPS_DATA,
    });
    await repos.ipsProjectDrafts.update(draftId, { step: 4, data, name: 'Hydraulics IPS' });
    const [draft] = await repos.ipsProjectDrafts.listOwned('engineer');
    expect(readDraft(draft!.name, draft!.fields, EMPTY_IPS_DATA)).toEqual({
      state: { name: 'Hydraulics IPS', data },
      step: 4,
    });

    const id = await repos.ipsProjects.create('engineer', 'Hydraulics IPS', data);
    await repos.ipsProjectDrafts.remove(draftId);
    expect(await repos.ipsProjectDrafts.listOwned('engineer')).toEqual([]);
    expect(readIpsData((await repos.ipsProjects.get(id))!.fields)).toEqual(data);
    expect(await repos.ipsProjects.existsByName('engineer', 'Hydraulics IPS')).toBe(true);
  });

  it('keeps projects and drafts to their owner, and creation to roles that may create', async () => {
    const mine = repositoriesFor(env, 'engineer');
    const id = await mine.ipsProjects.create('engineer', 'Mine', data);
    const draftId = await mine.ipsProjectDrafts.create('engineer', 'Draft', { step: 0, data });
    const other = repositoriesFor(env, 'other');
    await expect(other.ipsProjects.get(id)).rejects.toMatchObject(DENIED);
    await expect(other.ipsProjectDrafts.update(draftId, { step: 2 })).rejects.toMatchObject(DENIED);
    await expect(other.ipsProjects.remove(id)).rejects.toMatchObject(DENIED);
    const operator = repositoriesFor(env, 'operator');
    await expect(operator.ipsProjects.create('operator', 'No', data)).rejects.toMatchObject(DENIED);
    await expect(operator.ipsProjectDrafts.create('operator', 'No', {})).rejects.toMatchObject(
      DENIED,
    );
  });

  it('opens a migrated project and draft of the old shape', async () => {
    const [id, draftId] = await withAdminRepositories(env, async (admin) => [
      await admin.ipsProjects.create('engineer', 'Hydraulics IPS', {
        id: 'ips-1',
        figures: [{ figureNumber: '1', title: 'Overview', items: [] }],
        metadata: { chapter: '32' },
      }),
      await admin.ipsProjectDrafts.create('engineer', 'Draft A', {
        id: 'd-1',
        step: 3,
        form: { partNumber: 'PN-9' },
      }),
    ]);
    const repos = repositoriesFor(env, 'engineer');
    const project = (await repos.ipsProjects.get(id))!;
    expect(readIpsData(project.fields)).toEqual({ ...EMPTY_IPS_DATA, specifications: [] });
    expect(otherFields(project.fields)).toEqual(['figures', 'metadata']);
    const draft = (await repos.ipsProjectDrafts.get(draftId))!;
    expect(readDraft(draft.name, draft.fields, EMPTY_IPS_DATA).step).toBe(3);
  });
});
