import { collection, doc, getDoc, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
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

  it('keeps lists written before packing: other fields save, the lists save as text, a new list is refused (decision 1400)', async () => {
    const team = [{ name: 'Ada', role: 'LSA lead' }];
    const id = await withAdminRepositories(env, async (_, db) => {
      const ref = doc(collection(db, 'ipsProjects'));
      await setDoc(ref, { ...EMPTY_IPS_DATA, name: 'Old', ownerId: 'engineer', team });
      return ref.id;
    });
    const repos = repositoriesFor(env, 'engineer');
    expect(readIpsData((await repos.ipsProjects.get(id))!.fields).team).toEqual(team);
    await repos.ipsProjects.update(id, { description: 'Renamed lists untouched' });
    const more = [...team, { name: 'Bo', role: 'Provisioner' }];
    await repos.ipsProjects.update(id, { team: more });
    const raw = await withAdminRepositories(env, async (_, db) =>
      (await getDoc(doc(db, 'ipsProjects', id))).data(),
    );
    expect(raw!.team).toBe(JSON.stringify(more));
    expect(readIpsData((await repos.ipsProjects.get(id))!.fields)).toMatchObject({
      description: 'Renamed lists untouched',
      team: more,
    });
    const db = env.authenticatedContext('engineer').firestore() as unknown as Firestore;
    await expect(updateDoc(doc(db, 'ipsProjects', id), { team: more })).rejects.toMatchObject(
      DENIED,
    );
    await expect(
      repos.ipsProjects.update(id, { team: [{ name: 'x'.repeat(100_000), role: 'Lead' }] }),
    ).rejects.toMatchObject(DENIED);
    expect(readIpsData((await repos.ipsProjects.get(id))!.fields).team).toEqual(more);
  });
});
