import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chooseData, DataRefusal, markData } from '../../scripts/data/data-dir.ts';
import { countLogRecords, LogFormatError } from '../../scripts/data/leveldb-records.ts';
import { snapshotName, snapshotsToKeep } from '../../scripts/data/retention.ts';
import { findLeftovers, stopLeftovers, writeRun } from '../../scripts/data/run-lock.ts';
import { SnapshotStore } from '../../scripts/data/snapshot-store.ts';
import { logFile, writeFakeExport } from '../support/fake-export.ts';

let dataDir: string;
let store: SnapshotStore;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'ips-store-'));
  store = new SnapshotStore(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

let clock = Date.parse('2026-03-01T10:00:00.000Z');
const tick =
  (ms = 5_000) =>
  () =>
    new Date((clock += ms));

function save(documents: number, accounts = 1, salt = String(documents)) {
  return store.write(
    async (firestoreDir, authDir) =>
      writeFakeExport(firestoreDir, authDir, { documents, accounts, salt }),
    tick(),
  );
}

function refusalOf(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DataRefusal);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('LevelDB record count (Firestore export files)', () => {
  it('counts records, also those split across 32 KiB blocks', () => {
    const small = Array.from({ length: 1000 }, (_, i) => Buffer.from(`doc ${i}`));
    const large = [Buffer.alloc(100_000, 1), Buffer.alloc(40_000, 2), Buffer.from('x')];
    expect(countLogRecords(logFile(small))).toBe(1000);
    expect(countLogRecords(logFile([...small, ...large, ...small]))).toBe(2003);
    expect(countLogRecords(new Uint8Array())).toBe(0);
  });

  it('rejects a file cut short', () => {
    const bytes = logFile([Buffer.alloc(100_000, 1)]);
    expect(() => countLogRecords(bytes.subarray(0, 50_000))).toThrow(LogFormatError);
  });
});

describe('retention', () => {
  it('keeps the five newest and the newest of each of the last 24 hours', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    const names: string[] = [];
    // Every 20 minutes for two days.
    for (let t = now.getTime() - 48 * 3_600_000; t <= now.getTime(); t += 20 * 60_000) {
      names.push(snapshotName(new Date(t)));
    }
    const keep = snapshotsToKeep(names, now);
    const newest = [...names].sort().slice(-5);
    for (const name of newest) expect(keep.has(name)).toBe(true);
    expect(keep.size).toBeLessThanOrEqual(5 + 24);
    expect(keep.has(names[0]!)).toBe(false); // two days old
    expect(keep.has(snapshotName(new Date(now.getTime() - 5 * 3_600_000 + 40 * 60_000)))).toBe(
      true,
    ); // the newest of its hour, five hours ago
  });
});

describe('snapshots', () => {
  it('writes a snapshot with a manifest of every file, documents and accounts', async () => {
    const saved = await save(12, 3);
    expect(saved.unchanged).toBe(false);
    expect(saved.manifest).toMatchObject({ documents: 12, authAccounts: 3 });
    expect(store.list()).toEqual([saved.name]);
    expect(store.verify(saved.name)).toEqual([]);
    expect(store.lastSave()?.snapshot).toBe(saved.name);
  });

  it('keeps the newest snapshot when nothing changed', async () => {
    const first = await save(5);
    const again = await save(5);
    expect(again).toMatchObject({ name: first.name, unchanged: true });
    expect(store.list()).toEqual([first.name]);
    expect(store.lastSave()?.startedAt).not.toBe(first.manifest.startedAt);
  });

  it('retires old snapshots only after a newer one is complete', async () => {
    for (let i = 1; i <= 8; i++) await save(i);
    expect(store.list()).toHaveLength(5);
    const before = store.list();
    await expect(
      store.write(async () => {
        throw new Error('export failed');
      }, tick()),
    ).rejects.toThrow('export failed');
    expect(store.list()).toEqual(before);
    expect(store.leftovers()).toEqual([]);
  });

  it('refuses an export it cannot read, keeping the snapshots it has', async () => {
    await save(3);
    const before = store.list();
    await expect(
      store.write(async (firestoreDir, authDir) => {
        writeFakeExport(firestoreDir, authDir, { documents: 2, accounts: 1 });
        unlinkSync(join(authDir, 'auth_export', 'accounts.json'));
      }, tick()),
    ).rejects.toThrow(/accounts\.json/);
    expect(store.list()).toEqual(before);
  });

  it('tidies what an interrupted save left, never a complete snapshot', async () => {
    const saved = await save(3);
    mkdirSync(join(store.dir, '.partial-x-1', 'firestore'), { recursive: true });
    store.tidy();
    expect(readdirSync(store.dir).sort()).toEqual([saved.name, 'last-save.json'].sort());
  });
});

describe('what a start loads', () => {
  it('starts fresh in an empty folder, and from the newest snapshot later', async () => {
    expect(chooseData(store, {})).toEqual({ kind: 'fresh' });
    const saved = await save(4);
    markData(dataDir);
    expect(chooseData(store, {})).toMatchObject({ kind: 'snapshot', name: saved.name });
  });

  it('refuses a damaged newest snapshot, names the file, the snapshot to restore and the command', async () => {
    const good = await save(4);
    const bad = await save(6);
    const meta = Object.keys(bad.manifest.files).find((f) => f.endsWith('_export_metadata'))!;
    unlinkSync(join(store.path(bad.name), meta));
    const message = refusalOf(() => chooseData(store, {}));
    expect(message).toContain(join(store.path(bad.name), meta));
    expect(message).toContain('is missing');
    expect(message).toContain(`npm start -- --restore=${good.name}`);
    // Nothing was changed by refusing.
    expect(store.list()).toEqual([good.name, bad.name]);

    const restored = chooseData(store, { restore: good.name });
    expect(restored).toMatchObject({ kind: 'snapshot', name: good.name });
    expect(store.list()).toEqual([good.name]);
    const aside = readdirSync(join(dataDir, 'set-aside'));
    expect(readdirSync(join(dataDir, 'set-aside', aside[0]!))).toEqual([bad.name]);
  });

  it('notices changed bytes and lost Auth data', async () => {
    const good = await save(4, 2);
    const bad = await save(5, 2);
    writeFileSync(
      join(store.path(bad.name), 'auth', 'auth_export', 'accounts.json'),
      '{"users":[]}',
    );
    const message = refusalOf(() => chooseData(store, {}));
    expect(message).toContain('accounts.json is damaged');
    expect(message).toContain(good.name);
  });

  it('refuses when the folder held data and no snapshot is left', async () => {
    await save(1);
    markData(dataDir);
    rmSync(store.dir, { recursive: true });
    expect(refusalOf(() => chooseData(store, {}))).toContain('--start-empty');
    const fresh = chooseData(store, { startEmpty: true });
    expect(fresh).toEqual({ kind: 'fresh' });
    expect(readdirSync(join(dataDir, 'set-aside'))).toHaveLength(1);
  });

  it('says when no snapshot at all can be loaded', async () => {
    const only = await save(2);
    unlinkSync(join(store.path(only.name), 'manifest.json'));
    writeFileSync(join(store.path(only.name), 'manifest.json'), 'not json');
    // A manifest that cannot be read makes the folder useless, and nothing older exists.
    const message = refusalOf(() => chooseData(store, {}));
    expect(message).toContain('No older snapshot can be loaded');
  });

  it('moves data saved in the earlier layout into a snapshot', () => {
    writeFakeExport(join(dataDir, 'firestore', 'current'), join(dataDir, 'auth', 'current'), {
      documents: 7,
      accounts: 2,
    });
    const choice = chooseData(store, {});
    expect(choice).toMatchObject({ kind: 'snapshot' });
    expect(choice.kind === 'snapshot' && choice.manifest.documents).toBe(7);
    expect(existsSync(join(dataDir, 'firestore'))).toBe(false);
    expect(existsSync(join(dataDir, 'ips-studio-data.json'))).toBe(true);
  });

  it('refuses the earlier layout with its metadata file lost (the issue’s 98 bytes)', () => {
    const firestore = join(dataDir, 'firestore', 'current');
    writeFakeExport(firestore, join(dataDir, 'auth', 'current'), { documents: 7, accounts: 2 });
    unlinkSync(join(firestore, 'firestore_export_1', 'firestore_export_1.overall_export_metadata'));
    const message = refusalOf(() => chooseData(store, {}));
    expect(message).toContain('overall_export_metadata is missing');
    expect(existsSync(join(firestore, 'firestore_export_1'))).toBe(true);
  });
});

describe('left-over processes', () => {
  it('finds emulators whose npm start is gone, and stops them', async () => {
    // A tether like the emulators', around a process that would run for a long time.
    const tether = resolve(import.meta.dirname, '../../scripts/emulators/tether.mjs');
    const child = spawn(process.execPath, [tether, 'test', '--', 'sleep', '600'], {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    });
    writeRun(dataDir, {
      pid: 999_999_999, // an npm start that is gone
      startedAt: new Date().toISOString(),
      projectId: 'demo-x',
      emulators: {
        firestorePid: child.pid!,
        authPid: child.pid!,
        firestoreHost: '127.0.0.1:1',
        hubHost: '127.0.0.1:1',
      },
    });
    await new Promise((r) => setTimeout(r, 300));
    const found = findLeftovers(dataDir);
    expect(found?.orphans).toEqual([child.pid, child.pid]);
    const exited = new Promise((done) => child.once('exit', done));
    await stopLeftovers(found!, store);
    await exited;
    expect(existsSync(join(dataDir, 'running.json'))).toBe(false);
  });

  it('forgets a record whose processes are all gone', () => {
    writeRun(dataDir, { pid: 999_999_999, startedAt: '', projectId: 'demo-x' });
    expect(findLeftovers(dataDir)).toBeUndefined();
    expect(existsSync(join(dataDir, 'running.json'))).toBe(false);
  });
});
