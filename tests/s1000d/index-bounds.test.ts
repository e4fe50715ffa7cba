import { doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/access/limits.ts';
import { indexShardOf } from '../../src/data/s1000d-shards.ts';
import { environmentWithOwners } from '../projects/helpers.ts';
import { repositoriesFor } from '../support/emulator.ts';
import { actor, addedObject, createManagedProject, readShardOf } from './team-project.ts';

// The index's bounds (decision 1620): the writer refuses what the rules would, before writing.
const env = environmentWithOwners({ manager: 'ips-engineer-role', author: 'ips-engineer-role' });
const { rows: ROWS, rowText: ROW_TEXT } = LIMITS.indexShards;

const write = (key: string, row: Record<string, unknown> = { c: key }) =>
  addedObject(key, new Uint8Array([60, 97, 47, 62]), 'a'.repeat(64), row);

const newProject = () =>
  createManagedProject(env, { name: 'Pump' }, { manager: 'manager', author: 'author' });

/** Writes a shard as it was stored, past the rules. */
async function storeShard(projectId: string, shard: string, data: object) {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 's1000dProjects', projectId, 'index', shard), data);
  });
}

describe("the content store's index bounds", () => {
  it('refuses a row past its length with a message, storing nothing of the upload', async () => {
    const projectId = await newProject();
    const author = repositoriesFor(env, 'author').s1000dObjects;
    const long = write('DMC-LONG', { c: 'DMC-LONG', r: ['x'.repeat(ROW_TEXT)] });
    await expect(
      author.commitObjects(projectId, [write('DMC-FINE'), long], actor('author')),
    ).rejects.toThrow(/listing row of DMC-LONG is 200,0\d\d characters; .* at most 200,000/);
    expect(await author.getObject(projectId, 'DMC-FINE')).toBeNull();
    expect((await author.readIndex(projectId)).size).toBe(0);
  });

  it('refuses an object that would take a full shard past its row count', async () => {
    const projectId = await newProject();
    const shard = indexShardOf('DMC-MORE');
    const listing = Object.fromEntries(
      Array.from({ length: ROWS }, (_, n) => [`K-${n}`, JSON.stringify({ c: `K-${n}` })]),
    );
    await storeShard(projectId, shard, { listing });
    const author = repositoriesFor(env, 'author').s1000dObjects;
    await expect(
      author.commitObjects(projectId, [write('DMC-MORE')], actor('author')),
    ).rejects.toThrow(`would hold 2,501 objects; it keeps at most 2,500`);
    expect(await author.getObject(projectId, 'DMC-MORE')).toBeNull();
    expect((await author.readIndex(projectId)).size).toBe(ROWS);
  });

  it('reads a shard stored before as it is, and marks its objects in the new fields', async () => {
    const projectId = await newProject();
    const key = 'DMC-OLD';
    const at = Timestamp.fromDate(new Date('2026-01-02T03:04:05Z'));
    const old = {
      r: { c: key },
      d: 0,
      b: { s: 'passed', e: 0, h: 'b'.repeat(64), m: 'chain', t: at },
    };
    await storeShard(projectId, indexShardOf(key), { rows: { [key]: old } });
    const author = repositoriesFor(env, 'author').s1000dObjects;
    const before = (await author.readIndex(projectId)).get(key);
    expect(before).toEqual({
      row: { c: key },
      deleted: false,
      brex: {
        status: 'passed',
        errors: 0,
        sha256: 'b'.repeat(64),
        against: 'chain',
        at: at.toDate(),
      },
    });
    const mark = {
      status: 'failed',
      errors: 2,
      sha256: 'c'.repeat(64),
      against: 'default',
    } as const;
    await author.setBrexMarks(projectId, [{ key, mark }], actor('author'), 'Checked 1 object');
    const after = (await author.readIndex(projectId)).get(key);
    expect(after?.brex).toMatchObject(mark);
    expect(after?.brex?.at).toBeInstanceOf(Date);
    const stored = await readShardOf(env, 'author', projectId, key);
    expect(stored.data()?.rows).toEqual({ [key]: old });
  });
});
