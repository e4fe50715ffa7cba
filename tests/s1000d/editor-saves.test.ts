import { doc, getDoc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { StaleIssueError, type ObjectWrite } from '../../src/data/s1000d-store-types.ts';
import { environmentWithOwners, DENIED } from '../projects/helpers.ts';
import { actor, createManagedProject } from './team-project.ts';
import { repositoriesFor } from '../support/emulator.ts';

const env = environmentWithOwners({ manager: 'ips-engineer-role', author: 'ips-engineer-role' });

const KEY = 'DMC-E';

async function write(issueNumber: string, inWork: string, text: string): Promise<ObjectWrite> {
  const bytes = new TextEncoder().encode(text);
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  const sha256 = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return {
    key: KEY,
    kind: 'dm',
    issueNumber,
    inWork,
    mediaType: 'application/xml',
    bytes,
    sha256,
    row: { c: KEY, t: 'Pump', i: issueNumber, w: inWork, h: sha256 },
    becomesCurrent: true,
    action: 'new-issue',
  };
}

async function projectWithModule() {
  const manager = repositoriesFor(env, 'manager');
  const id = await createManagedProject(
    env,
    { name: 'Pump' },
    { manager: 'manager', author: 'author' },
  );
  await manager.s1000dObjects.commitObjects(
    id,
    [{ ...(await write('000', '01', '<dmodule v="1"/>')), action: 'add' }],
    actor('manager'),
  );
  return id;
}

const issuesOf = async (projectId: string) =>
  (await repositoriesFor(env, 'author').s1000dObjects.getObject(projectId, KEY))!.issues.map(
    (i) => `${i.issueNumber}-${i.inWork} by ${i.by}`,
  );

describe('saves from the data module editor', () => {
  it('refuses the second of two saves made from the same issue, keeping the first', async () => {
    const projectId = await projectWithModule();
    const opened = { issueNumber: '000', inWork: '01', issueCount: 1 };
    const author = repositoriesFor(env, 'author').s1000dObjects;
    const manager = repositoriesFor(env, 'manager').s1000dObjects;
    await author.saveIssueFrom(
      projectId,
      opened,
      await write('000', '02', '<a/>'),
      actor('author'),
    );
    const second = manager.saveIssueFrom(
      projectId,
      opened,
      await write('000', '02', '<m/>'),
      actor('manager'),
    );
    await expect(second).rejects.toBeInstanceOf(StaleIssueError);
    await expect(second).rejects.toMatchObject({ current: { issueNumber: '000', inWork: '02' } });
    // Made official from the stale issue: refused too, though 001-00 comes after 000-02.
    await expect(
      manager.saveIssueFrom(projectId, opened, await write('001', '00', '<m/>'), actor('manager')),
    ).rejects.toBeInstanceOf(StaleIssueError);
    expect(await issuesOf(projectId)).toEqual(['000-01 by manager', '000-02 by author']);
    const next = { issueNumber: '000', inWork: '02', issueCount: 2 };
    await manager.saveIssueFrom(
      projectId,
      next,
      await write('001', '00', '<m/>'),
      actor('manager'),
    );
    expect(await issuesOf(projectId)).toEqual([
      '000-01 by manager',
      '000-02 by author',
      '001-00 by manager',
    ]);
  });

  it('the rules refuse a save that does not move the object on, whatever the page does', async () => {
    const projectId = await projectWithModule();
    const author = repositoriesFor(env, 'author').s1000dObjects;
    await author.saveIssueFrom(
      projectId,
      { issueNumber: '000', inWork: '01', issueCount: 1 },
      await write('000', '02', '<a/>'),
      actor('author'),
    );
    const db = env.authenticatedContext('manager').firestore() as unknown as Firestore;
    const ref = doc(db, 's1000dProjects', projectId, 'objects', KEY);
    const raw = (await getDoc(ref)).data()!;
    const issue = (issueNumber: string, inWork: string) => ({
      ...raw.issues[1],
      issueNumber,
      inWork,
      by: 'manager',
      at: Timestamp.now(),
    });
    const stored = (issues: unknown[], current: { issueNumber: string; inWork: string }) =>
      setDoc(ref, { ...raw, issues, current, updatedAt: Timestamp.now(), updatedBy: 'manager' });
    // A second 000-02 on top of the stored one, current unchanged: refused.
    await expect(stored([...raw.issues, issue('000', '02')], raw.current)).rejects.toMatchObject(
      DENIED,
    );
    // The issue list the manager opened (000-01 only) with its own 000-02: refused.
    await expect(
      stored([raw.issues[0], issue('000', '02')], { issueNumber: '000', inWork: '02' }),
    ).rejects.toMatchObject(DENIED);
    // Current moved back, or to an issue that is not the one added: refused.
    await expect(stored(raw.issues, { issueNumber: '000', inWork: '01' })).rejects.toMatchObject(
      DENIED,
    );
    await expect(
      stored([...raw.issues, issue('000', '03')], { issueNumber: '000', inWork: '04' }),
    ).rejects.toMatchObject(DENIED);
    expect(await issuesOf(projectId)).toEqual(['000-01 by manager', '000-02 by author']);
  });
});
