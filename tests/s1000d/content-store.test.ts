import {
  Bytes,
  collection,
  doc,
  getDoc,
  getDocs,
  setDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { createRepositories } from '../../src/data/repositories.ts';
import { HEAD_BYTES, HEAD_FROM_BYTES, type IndexEntry } from '../../src/data/s1000d-store-types.ts';
import type { ObjectWrite } from '../../src/data/s1000d-store-types.ts';
import { environmentWithOwners, DENIED } from '../projects/helpers.ts';
import { actor, createManagedProject, readShardOf } from './team-project.ts';
import { repositoriesFor } from '../support/emulator.ts';

const env = environmentWithOwners({
  manager: 'ips-engineer-role',
  author: 'ips-engineer-role',
  outsider: 'ips-engineer-role',
  reader: 's1000d-viewer-role',
  student: 'no-such-role',
});

const utf8 = (text: string) => new TextEncoder().encode(text);

async function sha256(bytes: Uint8Array) {
  const digest = await crypto.subtle.digest('SHA-256', bytes as BufferSource);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function objectWrite(
  key: string,
  issueNumber: string,
  inWork: string,
  bytes: Uint8Array,
): Promise<ObjectWrite> {
  return {
    key,
    kind: 'dm',
    issueNumber,
    inWork,
    mediaType: 'application/xml',
    bytes,
    sha256: await sha256(bytes),
    row: { c: key, t: `Title of ${key}`, i: `${issueNumber}-${inWork}` },
    becomesCurrent: true,
    action: 'add',
  };
}

async function newProject() {
  return createManagedProject(
    env,
    { name: 'Pump', description: 'A small pump' },
    { manager: 'manager', author: 'author', reader: 'reader' },
  );
}

function nextIndex(projectId: string, uid: string) {
  return new Promise<Map<string, IndexEntry>>((resolve, reject) => {
    const stop = repositoriesFor(env, uid).s1000dObjects.listenIndex(
      projectId,
      (entries) => {
        if (entries.size > 0) {
          stop();
          resolve(entries);
        }
      },
      reject,
    );
  });
}

describe('the S1000D content store through the repositories and the rules', () => {
  it('stores an object with its index row and history, and every member reads it', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    const bytes = utf8(
      '<?xml version="1.0"?>\n<!DOCTYPE dmodule [\n<!ENTITY a "b">\n]>\n<dmodule/>',
    );
    await author.s1000dObjects.commitObjects(
      projectId,
      [await objectWrite('DMC-A', '001', '00', bytes)],
      actor('author'),
    );

    const reader = repositoriesFor(env, 'reader');
    const stored = await reader.s1000dObjects.getObject(projectId, 'DMC-A');
    expect(stored?.issues.map((i) => `${i.issueNumber}-${i.inWork}`)).toEqual(['001-00']);
    expect(await reader.s1000dObjects.readContent(projectId, stored!.issues[0]!)).toEqual(bytes);
    const index = await nextIndex(projectId, 'reader');
    expect(index.get('DMC-A')).toEqual({
      row: { c: 'DMC-A', t: 'Title of DMC-A', i: '001-00' },
      deleted: false,
      brex: null,
    });
    const history = await reader.s1000dObjects.history(projectId, 'DMC-A');
    expect(history.map((h) => [h.action, h.by, h.issue])).toEqual([['add', 'author', '001-00']]);
  });

  it('stores a large upload in requests several at a time, with one history entry per request', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    const writes = await Promise.all(
      Array.from({ length: 250 }, (_, n) =>
        objectWrite(`DMC-M${n}`, '001', '00', utf8(`<dm n="${n}"/>`)),
      ),
    );
    const progress: number[] = [];
    const stored = await author.s1000dObjects.commitObjects(
      projectId,
      writes,
      actor('author'),
      (d) => progress.push(d),
    );
    expect(stored).toBe(250);
    expect(progress.at(-1)).toBe(250);
    expect((await author.s1000dObjects.readIndex(projectId)).size).toBe(250);
    // 100 objects a request: three entries (100, 100, 50), each naming its objects.
    const entries = (await author.s1000dObjects.history(projectId)).filter(
      (h) => h.action === 'add',
    );
    expect(entries.map((h) => h.objectKeys.length).sort()).toEqual([100, 100, 50].sort());
    expect(entries.every((h) => h.objectKey === '' && h.detail.endsWith('objects'))).toBe(true);
    // One object's history finds the entry that names it among many.
    const one = await author.s1000dObjects.history(projectId, 'DMC-M137');
    expect(one).toHaveLength(1);
    expect(one[0]!.objectKeys).toContain('DMC-M137');
  }, 120_000);

  it('an object the upload took for new, stored meanwhile by a colleague, becomes its next issue', async () => {
    const projectId = await newProject();
    const manager = repositoriesFor(env, 'manager');
    const author = repositoriesFor(env, 'author');
    await manager.s1000dObjects.commitObjects(
      projectId,
      [await objectWrite('DMC-RACE', '001', '00', utf8('<dm by="manager"/>'))],
      actor('manager'),
    );
    // The author's page still listed no DMC-RACE: its plan says "add" for both objects.
    const stored = await author.s1000dObjects.commitObjects(
      projectId,
      [
        await objectWrite('DMC-RACE', '002', '00', utf8('<dm by="author"/>')),
        await objectWrite('DMC-FRESH', '001', '00', utf8('<dm/>')),
      ],
      actor('author'),
    );
    expect(stored).toBe(2);
    const race = await author.s1000dObjects.getObject(projectId, 'DMC-RACE');
    expect(race?.issues.map((i) => [`${i.issueNumber}-${i.inWork}`, i.by])).toEqual([
      ['001-00', 'manager'],
      ['002-00', 'author'],
    ]);
    expect((await author.s1000dObjects.getObject(projectId, 'DMC-FRESH'))?.current).toEqual({
      issueNumber: '001',
      inWork: '00',
    });
    // The refused first attempt left nothing behind: one history entry for the request.
    const entries = (await author.s1000dObjects.history(projectId)).filter(
      (h) => h.by === 'author',
    );
    expect(entries).toHaveLength(1);
  });

  it('keeps the project to its members, writing to authors, and refused writes change nothing', async () => {
    const projectId = await newProject();
    const write = await objectWrite('DMC-B', '001', '00', utf8('<dmodule/>'));
    for (const uid of ['reader', 'outsider', 'student']) {
      await expect(
        repositoriesFor(env, uid).s1000dObjects.commitObjects(projectId, [write], actor(uid)),
      ).rejects.toMatchObject(DENIED);
    }
    for (const uid of ['outsider', 'student']) {
      await expect(repositoriesFor(env, uid).s1000dProjects.get(projectId)).rejects.toMatchObject(
        DENIED,
      );
    }
    await expect(repositoriesFor(env, null).s1000dProjects.get(projectId)).rejects.toMatchObject(
      DENIED,
    );
    const manager = repositoriesFor(env, 'manager');
    expect(await manager.s1000dObjects.getObject(projectId, 'DMC-B')).toBeNull();
    const shard = await readShardOf(env, 'manager', projectId, 'DMC-B');
    expect(shard.exists() ? shard.data().listing?.['DMC-B'] : undefined).toBeUndefined();
    // Only managers change settings and members; a reader cannot make itself manager.
    await expect(
      repositoriesFor(env, 'reader').s1000dProjects.setMembers(
        projectId,
        { manager: 'manager', reader: 'manager' },
        actor('reader'),
      ),
    ).rejects.toMatchObject(DENIED);
    await expect(
      repositoriesFor(env, 'author').s1000dProjects.updateSettings(
        projectId,
        { name: 'Mine now', description: '', settings: {}, visibility: 'workspace' },
        actor('author'),
      ),
    ).rejects.toMatchObject(DENIED);
  });

  it('keeps every issue of an upissue chain and refuses rewriting an earlier one', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    for (const [issue, inWork] of [
      ['001', '01'],
      ['001', '02'],
      ['002', '00'],
    ] as const) {
      await author.s1000dObjects.commitObjects(
        projectId,
        [await objectWrite('DMC-C', issue, inWork, utf8(`<dmodule issue="${issue}-${inWork}"/>`))],
        actor('author'),
      );
    }
    const stored = await author.s1000dObjects.getObject(projectId, 'DMC-C');
    expect(stored?.issues.map((i) => `${i.issueNumber}-${i.inWork}`)).toEqual([
      '001-01',
      '001-02',
      '002-00',
    ]);
    expect(stored?.current).toEqual({ issueNumber: '002', inWork: '00' });
    for (const issue of stored!.issues) {
      const text = new TextDecoder().decode(
        await author.s1000dObjects.readContent(projectId, issue),
      );
      expect(text).toBe(`<dmodule issue="${issue.issueNumber}-${issue.inWork}"/>`);
    }
    // An earlier issue arriving late joins the history; the current issue and its row stay.
    const late = await objectWrite('DMC-C', '000', '01', utf8('<dmodule issue="000-01"/>'));
    await author.s1000dObjects.commitObjects(
      projectId,
      [{ ...late, becomesCurrent: false }],
      actor('author'),
    );
    const after = await author.s1000dObjects.getObject(projectId, 'DMC-C');
    expect(after?.issues.map((i) => `${i.issueNumber}-${i.inWork}`)).toEqual([
      '001-01',
      '001-02',
      '002-00',
      '000-01',
    ]);
    expect(after?.current).toEqual({ issueNumber: '002', inWork: '00' });
    expect((await nextIndex(projectId, 'author')).get('DMC-C')?.row.i).toBe('002-00');
    const db = env.authenticatedContext('author').firestore() as unknown as Firestore;
    const raw = (await getDoc(doc(db, 's1000dProjects', projectId, 'objects', 'DMC-C'))).data()!;
    await expect(
      setDoc(doc(db, 's1000dProjects', projectId, 'objects', 'DMC-C'), {
        ...raw,
        issues: [{ ...raw.issues[0], sha256: '0'.repeat(64) }, ...raw.issues.slice(1)],
      }),
    ).rejects.toMatchObject(DENIED);
  });

  it(
    'round-trips a 5 MB data module byte for byte through chunks written ahead',
    { timeout: 120_000 },
    async () => {
      const projectId = await newProject();
      const author = repositoriesFor(env, 'author');
      const body = 'x'.repeat(5 * 1024 * 1024);
      const bytes = utf8(
        `<?xml version="1.0" encoding="UTF-8"?>\n<dmodule><para>${body}</para></dmodule>`,
      );
      await author.s1000dObjects.commitObjects(
        projectId,
        [await objectWrite('DMC-BIG', '001', '00', bytes)],
        actor('author'),
      );
      const stored = await author.s1000dObjects.getObject(projectId, 'DMC-BIG');
      expect(stored?.issues[0]?.chunks).toBe(6);
      expect(await author.s1000dObjects.readContent(projectId, stored!.issues[0]!)).toEqual(bytes);
      // Its first 64 KB are also kept as one small chunk, for the viewer (decision 1710).
      const reader = repositoriesFor(env, 'reader');
      expect(await reader.s1000dObjects.readHead(projectId, stored!.issues[0]!.sha256)).toEqual(
        bytes.subarray(0, HEAD_BYTES),
      );
    },
  );

  it("keeps a head only for a large data module, and the rules cap a head's size", async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    const big = utf8(`<dmodule><para>${'y'.repeat(HEAD_FROM_BYTES)}</para></dmodule>`);
    const small = utf8('<dmodule><para>small</para></dmodule>');
    const bigPm = utf8(`<pm><para>${'y'.repeat(HEAD_FROM_BYTES)}</para></pm>`);
    const pm = { ...(await objectWrite('PMC-BIG', '001', '00', bigPm)), kind: 'pm' };
    const writes = [await objectWrite('DMC-MID', '001', '00', big), pm];
    writes.push(await objectWrite('DMC-SMALL', '001', '00', small));
    await author.s1000dObjects.commitObjects(projectId, writes, actor('author'));
    const head = (sha: string) => author.s1000dObjects.readHead(projectId, sha);
    expect(await head(writes[0]!.sha256)).toEqual(big.subarray(0, HEAD_BYTES));
    expect(await head(writes[2]!.sha256)).toBeNull();
    expect(await head(pm.sha256)).toBeNull();
    const db = env.authenticatedContext('author').firestore() as unknown as Firestore;
    const chunk = (id: string, size: number) =>
      setDoc(doc(db, 's1000dProjects', projectId, 'chunks', id), {
        data: Bytes.fromUint8Array(new Uint8Array(size)),
      });
    await expect(chunk(`${'f'.repeat(64)}_head`, HEAD_BYTES + 1)).rejects.toMatchObject(DENIED);
    await expect(chunk(`${'f'.repeat(64)}_heads`, 10)).rejects.toMatchObject(DENIED);
    await chunk(`${'f'.repeat(64)}_head`, HEAD_BYTES);
  });

  it('deletes by marking and reinstates, keeping the content', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author');
    const bytes = utf8('<pm/>');
    await author.s1000dObjects.commitObjects(
      projectId,
      [await objectWrite('PMC-A', '001', '00', bytes)],
      actor('author'),
    );
    await author.s1000dObjects.setDeleted(projectId, 'PMC-A', true, actor('author'));
    expect((await nextIndex(projectId, 'author')).get('PMC-A')?.deleted).toBe(true);
    expect((await author.s1000dObjects.getObject(projectId, 'PMC-A'))?.deleted).toBe(true);
    await author.s1000dObjects.setDeleted(projectId, 'PMC-A', false, actor('author'));
    const stored = await author.s1000dObjects.getObject(projectId, 'PMC-A');
    expect(stored?.deleted).toBe(false);
    expect(await author.s1000dObjects.readContent(projectId, stored!.issues[0]!)).toEqual(bytes);
    const actions = (await author.s1000dObjects.history(projectId, 'PMC-A')).map((h) => h.action);
    expect(actions).toEqual(['reinstate', 'delete', 'add']);
  });

  it('shows another member an upload live, without reading again', async () => {
    const projectId = await newProject();
    const seen: number[] = [];
    const stop = repositoriesFor(env, 'reader').s1000dObjects.listenIndex(
      projectId,
      (entries) => seen.push(entries.size),
      (error) => {
        throw error;
      },
    );
    const author = repositoriesFor(env, 'author');
    await author.s1000dObjects.commitObjects(
      projectId,
      [
        await objectWrite('DMC-L1', '001', '00', utf8('<a/>')),
        await objectWrite('DMC-L2', '001', '00', utf8('<b/>')),
      ],
      actor('author'),
    );
    await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toBe(2);
    stop();
  });

  it('finds a colleague by e-mail but never lists the directory', async () => {
    const asReader = (email?: string) =>
      createRepositories(
        env
          .authenticatedContext('reader', email ? { email } : {})
          .firestore() as unknown as Firestore,
      );
    await asReader('reader@example.com').userDirectory.publish('Reader@Example.com', {
      uid: 'reader',
      displayName: 'Rita',
    });
    await expect(
      asReader('reader@example.com').userDirectory.publish('manager@example.com', {
        uid: 'reader',
        displayName: 'Rita',
      }),
    ).rejects.toMatchObject(DENIED);
    await expect(
      asReader().userDirectory.publish('reader@example.com', {
        uid: 'reader',
        displayName: 'Rita',
      }),
    ).rejects.toMatchObject(DENIED);
    expect(await repositoriesFor(env, 'manager').userDirectory.find('READER@example.com')).toEqual({
      uid: 'reader',
      displayName: 'Rita',
    });
    const db = env.authenticatedContext('manager').firestore() as unknown as Firestore;
    await expect(getDocs(collection(db, 'userDirectory'))).rejects.toMatchObject(DENIED);
  });
});
