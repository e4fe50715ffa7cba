import { describe, expect, it } from 'vitest';
import type { StoredSteRun } from '../../src/domain/ste.ts';
import { summarizeSteRun } from '../../src/s1000d/ste/ste-runs.ts';
import { defaultSteSettings, type SteSettings } from '../../src/s1000d/ste/ste-settings.ts';
import { emulatorTestEnvironment, firstValue, repositoriesFor } from '../support/emulator.ts';
import { DENIED } from '../projects/helpers.ts';
import { actor, newTeamProject, seedTeam } from './team-project.ts';

const env = emulatorTestEnvironment(seedTeam);
const KEY = 'DMC-S1000DBIKE-AAA-DA1-00-00-00AA-041A-A_EN-US';

const settings = (): SteSettings => {
  const s = defaultSteSettings();
  s.rules.semicolon = { on: true, severity: 'warning' };
  s.rules['passive-voice'] = { on: false, severity: 'warning' };
  s.glossary = [
    { term: 'brake cable', kind: 'noun' },
    { term: 'torque', kind: 'verb' },
    { term: 'utilize', kind: 'avoid', use: 'use' },
    { term: 'prior to', kind: 'avoid' },
  ];
  s.textTypes = { [KEY]: 'procedural' };
  return s;
};

const settingsOf = (uid: string, projectId: string) =>
  firstValue<{ settings: SteSettings; stored: boolean }>((next, fail) =>
    repositoriesFor(env, uid).ste.listenSettings(
      projectId,
      (settings, stored) => next({ settings, stored }),
      fail,
    ),
  );

const runsOf = (uid: string, projectId: string) =>
  firstValue<StoredSteRun[]>((next, fail) =>
    repositoriesFor(env, uid).ste.listenRuns(projectId, next, fail),
  );

const summary = (errors: number) => ({ ...summarizeSteRun([]), modules: 3, errors });

describe("a project's STE settings and runs, through the repository and the rules", () => {
  it('an author saves settings every member reads back whole; outsiders read nothing', async () => {
    const projectId = await newTeamProject(env);
    expect(await settingsOf('viewer', projectId)).toEqual({
      settings: defaultSteSettings(),
      stored: false,
    });
    await repositoriesFor(env, 'author').ste.updateSettings(projectId, settings, actor('author'));
    expect(await settingsOf('viewer', projectId)).toEqual({ settings: settings(), stored: true });
    await expect(settingsOf('outsider', projectId)).rejects.toMatchObject(DENIED);
  });

  it('refuses a reader, and settings the checker refuses, and changes nothing', async () => {
    const projectId = await newTeamProject(env);
    await expect(
      repositoriesFor(env, 'viewer').ste.updateSettings(projectId, settings, actor('viewer')),
    ).rejects.toMatchObject(DENIED);
    const author = repositoriesFor(env, 'author').ste;
    const twice = (s: SteSettings) => ({
      ...s,
      glossary: [
        ...s.glossary,
        { term: 'torque', kind: 'verb' as const },
        { term: 'Torque', kind: 'noun' as const },
      ],
    });
    await expect(author.updateSettings(projectId, twice, actor('author'))).rejects.toThrow(
      'Glossary term "Torque" is listed twice.',
    );
    expect((await settingsOf('manager', projectId)).stored).toBe(false);
  });

  it('keeps each run as the next one, the last 50 only, oldest first; readers cannot record', async () => {
    const projectId = await newTeamProject(env);
    const author = repositoriesFor(env, 'author').ste;
    await expect(
      repositoriesFor(env, 'viewer').ste.recordRun(projectId, summary(1), actor('viewer')),
    ).rejects.toMatchObject(DENIED);
    for (let i = 1; i <= 52; i++)
      expect(await author.recordRun(projectId, summary(i), actor('author'))).toBe(i);
    const runs = await runsOf('viewer', projectId);
    expect(runs).toHaveLength(50);
    expect(runs.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 3));
    expect(runs[49]).toMatchObject({ errors: 52, modules: 3, by: 'author', byName: 'author' });
    expect(runs[49]!.at).toBeInstanceOf(Date);
  });

  it('two colleagues changing the settings at once both keep their change', async () => {
    const projectId = await newTeamProject(env);
    const add = (term: string) => (s: SteSettings) => ({
      ...s,
      glossary: [...s.glossary, { term, kind: 'noun' as const }],
    });
    await Promise.all([
      repositoriesFor(env, 'author').ste.updateSettings(projectId, add('hub'), actor('author')),
      repositoriesFor(env, 'manager').ste.updateSettings(projectId, add('spoke'), actor('manager')),
    ]);
    const { settings: read } = await settingsOf('viewer', projectId);
    expect(read.glossary.map((e) => e.term).sort()).toEqual(['hub', 'spoke']);
  });

  it('two runs recorded at once both land, under different numbers', async () => {
    const projectId = await newTeamProject(env);
    const seqs = await Promise.all([
      repositoriesFor(env, 'author').ste.recordRun(projectId, summary(1), actor('author')),
      repositoriesFor(env, 'manager').ste.recordRun(projectId, summary(2), actor('manager')),
    ]);
    expect([...seqs].sort()).toEqual([1, 2]);
    expect((await runsOf('viewer', projectId)).map((r) => r.errors).sort()).toEqual([1, 2]);
  });
});
