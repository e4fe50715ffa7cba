import { doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import type { IssuePattern, StoredIssuePattern } from '../../src/domain/issue-patterns.ts';
import { LIMITS } from '#access/limits.ts';
import { PATTERN_LIMITS, validatePattern } from '../../src/s1000d/patterns/issue-pattern.ts';
import {
  emulatorTestEnvironment,
  firstValue,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';
import { DENIED } from '../projects/helpers.ts';
import { actor, newTeamProject, seedTeam } from './team-project.ts';

const env = emulatorTestEnvironment(seedTeam);
const tyre: IssuePattern = {
  name: 'British spelling of tire',
  kind: 'regex',
  expression: '\\btyres?\\b',
  flags: 'i',
  scope: 'para',
  message: 'Write "tire".',
  severity: 'warning',
  category: 'Language',
  examples: [
    { text: 'Check the tyre.', expect: 'hit' },
    { text: 'Check the tire.', expect: 'clean' },
  ],
};

const newProject = () => newTeamProject(env);

const listen = (uid: string, projectId: string) =>
  firstValue<StoredIssuePattern[]>((next, fail) =>
    repositoriesFor(env, uid).issuePatterns.listen(projectId, next, fail),
  );

describe("a project's issue patterns, through the repository and the rules", () => {
  it('an author saves a pattern every member reads back whole; outsiders see nothing', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    const id = author.issuePatterns.newId(projectId);
    await author.issuePatterns.save(projectId, id, tyre, actor('author'));
    const [read] = await listen('viewer', projectId);
    expect(read).toMatchObject({ ...tyre, id, updatedBy: 'author' });
    expect(read!.updatedAt).toBeInstanceOf(Date);
    await expect(listen('outsider', projectId)).rejects.toMatchObject(DENIED);
  });

  it('refuses a reader, and a pattern the engine would refuse, and changes nothing', async () => {
    const projectId = await newProject();
    const reader = repositoriesFor(env, 'viewer');
    await expect(
      reader.issuePatterns.save(projectId, 'pattern-reader', tyre, actor('viewer')),
    ).rejects.toMatchObject(DENIED);
    const author = repositoriesFor(env, 'author');
    await expect(
      author.issuePatterns.save(
        projectId,
        'pattern-long',
        { ...tyre, message: 'x'.repeat(501) },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      author.issuePatterns.save(
        projectId,
        'pattern-level',
        { ...tyre, brSeverityLevel: 'high' },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
    expect(await listen('manager', projectId)).toEqual([]);
  });

  it('a writer edits and removes a pattern; a reader cannot remove it', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    await author.issuePatterns.save(projectId, 'pattern-1', tyre, actor('author'));
    await repositoriesFor(env, 'manager').issuePatterns.save(
      projectId,
      'pattern-1',
      { ...tyre, severity: 'error', examples: [] },
      actor('manager'),
    );
    expect(await listen('author', projectId)).toMatchObject([
      { id: 'pattern-1', severity: 'error', examples: [], updatedBy: 'manager' },
    ]);
    await expect(
      repositoriesFor(env, 'viewer').issuePatterns.remove(projectId, 'pattern-1'),
    ).rejects.toMatchObject(DENIED);
    await author.issuePatterns.remove(projectId, 'pattern-1');
    expect(await listen('author', projectId)).toEqual([]);
  });

  it('stores examples as one bounded text, reads a pattern saved before as a list, and refuses a longer text (decision 1400)', async () => {
    const projectId = await newProject();
    await withAdminRepositories(env, (_, db) =>
      setDoc(doc(db, 's1000dProjects', projectId, 'issuePatterns', 'pattern-old'), {
        ...tyre,
        updatedAt: Timestamp.now(),
        updatedBy: 'author',
      }),
    );
    expect(await listen('viewer', projectId)).toMatchObject([
      { id: 'pattern-old', examples: tyre.examples },
    ]);
    const author = repositoriesFor(env, 'author');
    await author.issuePatterns.save(
      projectId,
      'pattern-old',
      { ...tyre, severity: 'error' },
      actor('author'),
    );
    const stored = await withAdminRepositories(env, async (_, db) =>
      (await getDoc(doc(db, 's1000dProjects', projectId, 'issuePatterns', 'pattern-old'))).data(),
    );
    expect(stored!.examples).toBe(JSON.stringify(tyre.examples));
    expect(await listen('viewer', projectId)).toMatchObject([
      { id: 'pattern-old', severity: 'error', examples: tyre.examples },
    ]);
    expect(PATTERN_LIMITS.examplesText).toBe(LIMITS.issuePatterns.examplesText);
    // 20 examples of 20,000 quotes: each within its limit, too long together as JSON text.
    const quoted = Array.from({ length: 20 }, () => ({
      text: '"'.repeat(20_000),
      expect: 'hit' as const,
    }));
    expect(validatePattern({ ...tyre, examples: quoted })).toContain(
      'The examples take 800,541 characters as stored; at most 500,000 fit.',
    );
    await expect(
      author.issuePatterns.save(
        projectId,
        'pattern-old',
        { ...tyre, examples: quoted },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
    expect(await listen('viewer', projectId)).toMatchObject([
      { severity: 'error', examples: tyre.examples },
    ]);
  });
});
