import { collection, doc, getDocs, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { Brdp } from '../../src/domain/brdps.ts';
import { newDecision } from '../../src/s1000d/brdp/brdp-model.ts';
import { mergeBrdpIndex } from '../../src/s1000d/brdp/read-brdp-index.ts';
import { LIMITS } from '#access/limits.ts';
import {
  emulatorTestEnvironment,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { DENIED } from '../projects/helpers.ts';
import { actor, newTeamProject, seedTeam } from './team-project.ts';

const env = emulatorTestEnvironment(seedTeam);
const brdp = (n: number, extra: Partial<Brdp> = {}): Brdp => ({
  id: `BRDP-S1-${String(n).padStart(5, '0')}`,
  title: `Decision point ${n}`,
  description: n % 2 ? `Why ${n} matters.` : '',
  category: String((n % 10) + 1),
  chapter: `Chap ${n}`,
  ...extra,
});

const newProject = () => newTeamProject(env);

const partsOf = async (projectId: string) =>
  (
    await getDocs(
      collection(
        env.authenticatedContext('manager').firestore() as unknown as Firestore,
        's1000dProjects',
        projectId,
        'brdpIndex',
      ),
    )
  ).docs
    .map((d) => d.id)
    .sort();

describe('BRDPs of an S1000D project, through the repository and the rules', () => {
  it('imports a 600-BRDP index in parts, and a later index retires what it drops', async () => {
    const projectId = await newProject();
    const manager = repositoriesFor(env, 'manager');
    const first = Array.from({ length: 600 }, (_, i) => brdp(i + 1));
    await manager.brdps.importIndex(
      projectId,
      first,
      { source: 'BRDP-Iss4-1.xlsx', sheet: 'Map' },
      actor('manager'),
    );
    expect(await partsOf(projectId)).toEqual(['g1p00', 'g1p01', 'g1p02', 'meta']);

    const reader = repositoriesFor(env, 'viewer');
    const index = await reader.brdps.getIndex(projectId);
    expect(index).toMatchObject({
      generation: 1,
      count: 600,
      source: 'BRDP-Iss4-1.xlsx',
      importedBy: 'manager',
    });
    expect(index!.brdps).toHaveLength(600);
    expect(index!.brdps[0]).toEqual(brdp(1));
    expect(index!.brdps[1]).toEqual(brdp(2));

    const next = [...first.slice(1), brdp(601)];
    const merged = mergeBrdpIndex(index!.brdps, next);
    await manager.brdps.importIndex(
      projectId,
      merged.brdps,
      { source: 'BRDP-Iss5-0.xlsx', sheet: 'Map' },
      actor('manager'),
    );
    expect(await partsOf(projectId)).toEqual(['g2p00', 'g2p01', 'g2p02', 'meta']);
    const second = await reader.brdps.getIndex(projectId);
    expect(second!.count).toBe(601);
    expect(second!.brdps.find((b) => b.id === 'BRDP-S1-00001')).toEqual({
      ...brdp(1),
      retired: true,
    });
    expect(second!.brdps.find((b) => b.id === 'BRDP-S1-00601')?.retired).toBeUndefined();
  });

  it('lets only managers import, and a refused import changes nothing', async () => {
    const projectId = await newProject();
    await repositoriesFor(env, 'manager').brdps.importIndex(
      projectId,
      [brdp(1)],
      { source: 'a.xlsx', sheet: 'S' },
      actor('manager'),
    );
    for (const uid of ['author', 'viewer', 'outsider']) {
      await expect(
        repositoriesFor(env, uid).brdps.importIndex(
          projectId,
          [brdp(2)],
          { source: 'b.xlsx', sheet: 'S' },
          actor(uid),
        ),
      ).rejects.toMatchObject(DENIED);
    }
    const index = await repositoriesFor(env, 'manager').brdps.getIndex(projectId);
    expect(index?.brdps.map((b) => b.id)).toEqual(['BRDP-S1-00001']);
    expect(await partsOf(projectId)).toEqual(['g1p00', 'meta']);
    await expect(repositoriesFor(env, 'outsider').brdps.getIndex(projectId)).rejects.toMatchObject(
      DENIED,
    );
  });

  it('keeps a decision per BRDP, written by authors, and refuses bad shapes without change', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    const decision = {
      ...newDecision('BRDP-S1-00012'),
      kind: 'not-used' as const,
      owner: 'Ana',
      priority: 'brpr02' as const,
      status: 'brst02' as const,
      brexRules: ['BREX-S1-00012'],
    };
    await author.brdps.saveDecision(projectId, decision, actor('author'));
    const stored = await repositoriesFor(env, 'viewer').brdps.getDecisions(projectId);
    expect(stored).toEqual([{ ...decision, updatedAt: expect.any(Date), updatedBy: 'author' }]);

    await expect(
      repositoriesFor(env, 'viewer').brdps.saveDecision(
        projectId,
        { ...decision, owner: 'Me' },
        actor('viewer'),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      author.brdps.saveDecision(
        projectId,
        { ...decision, kind: 'tailored', text: '' },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      author.brdps.saveDecision(
        projectId,
        { ...decision, priority: 'brpr09' as never },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      author.brdps.saveDecision(projectId, { ...decision, brdpId: 'not-a-brdp' }, actor('author')),
    ).rejects.toMatchObject(DENIED);
    await expect(
      author.brdps.saveDecision(
        projectId,
        { ...decision, text: 'x'.repeat(4001) },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
    expect((await author.brdps.getDecisions(projectId)).map((d) => [d.owner, d.kind])).toEqual([
      ['Ana', 'not-used'],
    ]);
  });

  it('delivers decisions live', async () => {
    const projectId = await newProject();
    const seen = new Promise<string[]>((resolve, reject) => {
      const stop = repositoriesFor(env, 'viewer').brdps.listenDecisions(
        projectId,
        (found) => {
          if (found.size > 0) {
            stop();
            resolve([...found.values()].map((d) => `${d.brdpId}:${d.kind}`));
          }
        },
        reject,
      );
    });
    await repositoriesFor(env, 'manager').brdps.saveDecision(
      projectId,
      { ...newDecision('BRDP-S1-00003'), kind: 'adopted' },
      actor('manager'),
    );
    expect(await seen).toEqual(['BRDP-S1-00003:adopted']);
  });

  it('stores each part as one bounded text, cutting long rows into more parts, and reads parts stored before as maps (decision 1400)', async () => {
    const projectId = await newProject();
    const manager = repositoriesFor(env, 'manager');
    // 400 BRDPs whose 2,000-character descriptions are quotes, which JSON escapes: 250 such
    // rows would pass a part's 700,000 characters, so the parts hold fewer (3 parts, not 2).
    const long = Array.from({ length: 400 }, (_, i) =>
      brdp(i + 1, { description: '"'.repeat(2000), title: 't'.repeat(300) }),
    );
    await manager.brdps.importIndex(
      projectId,
      long,
      { source: 'a.xlsx', sheet: 'Map' },
      actor('manager'),
    );
    const parts = await withAdminRepositories(env, async (_, db) =>
      (await getDocs(collection(db, 's1000dProjects', projectId, 'brdpIndex'))).docs
        .filter((d) => d.id !== 'meta')
        .map((d) => d.data().rows as unknown),
    );
    expect(parts).toHaveLength(3);
    for (const rows of parts) {
      expect(typeof rows).toBe('string');
      expect((rows as string).length).toBeLessThanOrEqual(LIMITS.brdpIndex.partText);
    }
    const index = await repositoriesFor(env, 'viewer').brdps.getIndex(projectId);
    expect(index!.brdps).toEqual(long);

    const before = await newProject();
    await withAdminRepositories(env, async (_, db) => {
      const at = (id: string) => doc(db, 's1000dProjects', before, 'brdpIndex', id);
      await setDoc(at('g1p00'), { rows: { 'BRDP-S1-00001': { t: 'Issue', c: '2' } } });
      await setDoc(at('meta'), {
        generation: 1,
        parts: 1,
        count: 1,
        source: 'old.xlsx',
        sheet: 'Map',
        importedAt: Timestamp.now(),
        importedBy: 'manager',
      });
    });
    expect((await repositoriesFor(env, 'viewer').brdps.getIndex(before))!.brdps).toEqual([
      { id: 'BRDP-S1-00001', title: 'Issue', description: '', category: '2', chapter: '' },
    ]);
  });
});
