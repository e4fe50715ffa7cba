import { describe, expect, it } from 'vitest';
import type { BrexMarkWrite, IndexEntry, ObjectWrite } from '../../src/data/s1000d-store-types.ts';
import { environmentWithOwners, DENIED } from '../projects/helpers.ts';
import { actor, addedObject, createManagedProject } from './team-project.ts';
import { repositoriesFor, withAdminRepositories } from '../support/emulator.ts';

const env = environmentWithOwners({
  manager: 'ips-engineer-role',
  author: 'ips-engineer-role',
  reader: 's1000d-viewer-role',
  outsider: 'ips-engineer-role',
});

const encoder = new TextEncoder();

async function sha256(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function write(key: string, text: string): Promise<ObjectWrite> {
  const bytes = encoder.encode(text);
  const h = await sha256(bytes);
  return addedObject(key, bytes, h, { k: key, c: key, t: 'dm', n: key, z: bytes.length, h });
}

async function projectWith(writes: ObjectWrite[]) {
  const id = await createManagedProject(
    env,
    { name: 'Marks' },
    { manager: 'manager', author: 'author', reader: 'reader' },
  );
  // Objects stored with the rules off: set-up, not what is tested.
  await withAdminRepositories(env, (repos) =>
    repos.s1000dObjects.commitObjects(id, writes, actor('manager')),
  );
  return id;
}

const mark = (w: ObjectWrite, errors: number): BrexMarkWrite => ({
  key: w.key,
  mark: { status: errors ? 'failed' : 'passed', errors, sha256: w.sha256, against: 'chain' },
});

describe('BREX results in the index', () => {
  it(
    'an author keeps the last result of 600 objects in one request, with one history entry',
    { timeout: 120_000 },
    async () => {
      const writes = await Promise.all(
        Array.from({ length: 600 }, (_, n) =>
          write(`DMC-M-A-00-00-00-00A-${String(n).padStart(3, '0')}A-D`, `<dmodule n="${n}"/>`),
        ),
      );
      const projectId = await projectWith(writes);
      const author = repositoriesFor(env, 'author');
      await author.s1000dObjects.setBrexMarks(
        projectId,
        writes.map((w, n) => mark(w, n % 100 === 0 ? 2 : 0)),
        actor('author'),
        'Checked 600 objects against their BREX chain: 594 passed, 6 failed',
      );
      const index: Map<string, IndexEntry> = await repositoriesFor(
        env,
        'reader',
      ).s1000dObjects.readIndex(projectId);
      expect(index.size).toBe(600);
      const first = index.get(writes[0]!.key)!;
      expect(first.row.c).toBe(writes[0]!.key);
      expect(first.brex).toMatchObject({
        status: 'failed',
        errors: 2,
        sha256: writes[0]!.sha256,
        against: 'chain',
      });
      expect(first.brex?.at).toBeInstanceOf(Date);
      expect([...index.values()].filter((e) => e.brex?.status === 'passed')).toHaveLength(594);
      const history = await author.s1000dObjects.history(projectId);
      expect(history[0]).toMatchObject({
        action: 'brex',
        by: 'author',
        objectKey: '',
        detail: 'Checked 600 objects against their BREX chain: 594 passed, 6 failed',
      });

      // A later check replaces the mark; the listing row stays as it was.
      await author.s1000dObjects.setBrexMarks(
        projectId,
        [mark(writes[0]!, 0)],
        actor('author'),
        'one',
      );
      const again = (await author.s1000dObjects.readIndex(projectId)).get(writes[0]!.key)!;
      expect(again.brex?.status).toBe('passed');
      expect(again.row).toEqual(first.row);
      expect((await author.s1000dObjects.history(projectId))[0]?.objectKey).toBe(writes[0]!.key);
    },
  );

  it('readers and outsiders cannot keep results, and a refused request changes nothing', async () => {
    const w = await write('DMC-M-A-00-00-00-00A-040A-D', '<dmodule/>');
    const projectId = await projectWith([w]);
    for (const uid of ['reader', 'outsider']) {
      await expect(
        repositoriesFor(env, uid).s1000dObjects.setBrexMarks(
          projectId,
          [mark(w, 1)],
          actor(uid),
          'x',
        ),
      ).rejects.toMatchObject(DENIED);
    }
    const index = await repositoriesFor(env, 'manager').s1000dObjects.readIndex(projectId);
    expect(index.get(w.key)?.brex).toBeNull();
    expect(
      (await repositoriesFor(env, 'manager').s1000dObjects.history(projectId)).map((h) => h.action),
    ).not.toContain('brex');
  });

  it('reads the current content of many objects by their rows, checked against the SHA-256', async () => {
    const writes = await Promise.all(
      Array.from({ length: 45 }, (_, n) =>
        write(
          `DMC-R-A-00-00-00-00A-${String(n).padStart(3, '0')}A-D`,
          `<dmodule n="${n}">${'x'.repeat(n)}</dmodule>`,
        ),
      ),
    );
    const projectId = await projectWith(writes);
    const reader = repositoriesFor(env, 'reader');
    const progress: number[] = [];
    const contents = await reader.s1000dObjects.readContents(
      projectId,
      writes.map((w) => ({ key: w.key, sha256: w.sha256, size: w.bytes.length })),
      (done) => progress.push(done),
    );
    expect(contents.size).toBe(45);
    for (const w of writes) expect(contents.get(w.key)).toEqual(w.bytes);
    expect(progress.at(-1)).toBe(45);
    await expect(
      reader.s1000dObjects.readContents(projectId, [
        { key: writes[0]!.key, sha256: writes[0]!.sha256, size: writes[0]!.bytes.length + 1 },
      ]),
    ).rejects.toThrow(/does not match its checksum/);
    await expect(
      repositoriesFor(env, 'outsider').s1000dObjects.readContents(projectId, [
        { key: writes[0]!.key, sha256: writes[0]!.sha256, size: writes[0]!.bytes.length },
      ]),
    ).rejects.toMatchObject(DENIED);
  });
});
