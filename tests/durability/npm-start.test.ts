import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readRun } from '../../scripts/data/run-lock.ts';
import { SnapshotStore } from '../../scripts/data/snapshot-store.ts';
import {
  freeStartPorts,
  spawnStart,
  type RunningStart,
  type StartPorts,
} from '../../e2e/support/start-app.ts';
import { readBack, startWriters, type Ack } from '../support/acked-writes.ts';
import { isProcessAlive } from '../../scripts/start/process-alive.ts';

/**
 * `npm start` run as a terminal runs it, then ended every way it can end, with clients
 * writing all the while. Every write it acknowledged must be there after the next start:
 * all of them after Ctrl-C, SIGTERM, a closed terminal or a killed npm; after a crash, all
 * those acknowledged before the last save began. And no emulator may outlive it.
 * One data folder and one set of ports throughout, so the app is built once.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'ips-durable-'));
const outDir = mkdtempSync(join(tmpdir(), 'ips-durable-dist-'));
const store = new SnapshotStore(dataDir);
const documents: Ack[] = [];
const accounts: Ack[] = [];
let ports: StartPorts;
let running: RunningStart | undefined;

afterAll(async () => {
  running?.signalJob('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

const hosts = () => ({
  firestore: `127.0.0.1:${ports.FIRESTORE_PORT}`,
  auth: `127.0.0.1:${ports.AUTH_PORT}`,
});

async function start(args: string[] = []) {
  ports ??= await freeStartPorts();
  running = await spawnStart({ dataDir, outDir, ports, args });
  await running.ready();
  return running;
}

/** The emulators' process groups (their tethers lead them), as npm start recorded them. */
function emulatorGroups(): number[] {
  const emulators = readRun(dataDir)?.emulators;
  expect(emulators).toBeDefined();
  return [emulators!.firestorePid, emulators!.authPid];
}

/** Waits (up to a generous limit) for every process of the groups to be gone. */
async function expectGone(groups: number[]) {
  const groupAlive = (g: number) => {
    try {
      process.kill(-g, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let i = 0; i < 150 && groups.some(groupAlive); i++) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(groups.filter(groupAlive)).toEqual([]);
}

/** Nothing answers on the emulators' ports any more. */
async function expectNothingAnswers() {
  for (const host of Object.values(hosts())) {
    await expect(fetch(`http://${host}/`, { signal: AbortSignal.timeout(5000) })).rejects.toThrow();
  }
}

/** Writes through the started app's ports until `end` ends it; keeps what was acknowledged. */
async function writeWhile(end: () => Promise<void>, before = 30) {
  const writers = startWriters(hosts().firestore, hosts().auth, `w${documents.length}`);
  await writers.acknowledged(before);
  await end();
  await writers.done();
  documents.push(...writers.documents);
  accounts.push(...writers.accounts);
  return writers;
}

/** Which acknowledged writes the running start does not have. */
async function missing() {
  const found = await readBack(hosts().firestore, hosts().auth);
  return {
    documents: documents.filter((a) => !found.ids.has(a.id)),
    accounts: accounts.filter((a) => !found.emails.has(a.id)),
  };
}

describe('npm start keeps every acknowledged write', () => {
  it('Ctrl-C with writes in flight loses none of them', async () => {
    const job = await start();
    const groups = emulatorGroups();
    let code: number | null = null;
    await writeWhile(async () => {
      code = await job.interrupt();
    });
    expect(code).toBe(0);
    await expectGone(groups);

    await start();
    expect(await missing()).toEqual({ documents: [], accounts: [] });
  }, 300_000);

  it('SIGKILL of the whole job leaves no emulator, nothing answers, and a restart has every write acknowledged before the last save began', async () => {
    const job = running!;
    const groups = emulatorGroups();
    const savesBefore = store.lastSave()?.startedAt;
    const writers = startWriters(hosts().firestore, hosts().auth, 'crash');
    // Writing until at least one periodic save has happened during the writes.
    await writers.acknowledged(20);
    while (store.lastSave()?.startedAt === savesBefore)
      await new Promise((r) => setTimeout(r, 200));
    await writers.acknowledged(writers.documents.length + 20);
    job.signalJob('SIGKILL');
    await writers.done();
    await expectGone(groups);
    await expectNothingAnswers();

    const lastSave = Date.parse(store.lastSave()!.startedAt);
    await start();
    const lost = await missing();
    // Everything but the crashed run's writes since its last save.
    expect([...lost.documents, ...lost.accounts].filter((a) => a.at < lastSave)).toEqual([]);
    const earlier = new Set([...documents, ...accounts].map((a) => a.id));
    expect([...lost.documents, ...lost.accounts].filter((a) => earlier.has(a.id))).toEqual([]);
    // From now on, what the crash lost is no longer expected.
    const keep = (acks: Ack[]) => acks.filter((a) => a.at < lastSave);
    documents.push(...keep(writers.documents));
    accounts.push(...keep(writers.accounts));
  }, 300_000);

  it('a closed terminal (SIGHUP to the job) saves and stops like Ctrl-C', async () => {
    const job = running!;
    const groups = emulatorGroups();
    await writeWhile(async () => {
      job.signalJob('SIGHUP');
      await job.exited();
    });
    await expectGone(groups);
    await start();
    expect(await missing()).toEqual({ documents: [], accounts: [] });
  }, 300_000);

  it('npm killed (its shell, with SIGKILL): the node process saves and stops on its own', async () => {
    const job = running!;
    const groups = emulatorGroups();
    await writeWhile(async () => {
      job.shell.kill('SIGKILL');
      while (isProcessAlive(job.nodePid)) await new Promise((r) => setTimeout(r, 100));
    });
    await expectGone(groups);
    await start();
    expect(await missing()).toEqual({ documents: [], accounts: [] });
  }, 300_000);

  it('the node process killed alone (SIGKILL): the emulators go with it', async () => {
    const job = running!;
    const groups = emulatorGroups();
    process.kill(job.nodePid, 'SIGKILL');
    await expectGone(groups);
    await expectNothingAnswers();
    await job.exited();
  }, 300_000);

  it('a second start over the same folder says one is running, and stops it when asked', async () => {
    const first = await start();
    const second = await spawnStart({ dataDir, outDir, ports });
    expect(await second.exited()).toBe(1);
    expect(second.output()).toContain('Another `npm start`');
    expect(second.output()).toContain('--stop-leftovers');
    expect(isProcessAlive(first.nodePid)).toBe(true);

    const third = await spawnStart({ dataDir, outDir, ports, args: ['--stop-leftovers'] });
    await third.ready();
    expect(await first.exited()).toBe(0);
    running = third;
    expect(await missing()).toEqual({ documents: [], accounts: [] });
  }, 300_000);
});

describe('npm start over damaged data', () => {
  const docUrl = (id: string) =>
    `http://${hosts().firestore}/v1/projects/demo-ips-studio/databases/(default)/documents/notes/${id}`;
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const put = async (id: string) => {
    const response = await fetch(docUrl(id), {
      method: 'PATCH',
      headers: owner,
      body: JSON.stringify({ fields: { id: { stringValue: id } } }),
    });
    expect(response.ok).toBe(true);
  };
  const has = async (id: string) => (await fetch(docUrl(id), { headers: owner })).ok;
  const password = (output: string) => /Password:\s+(\S+)/.exec(output)?.[1];

  it('refuses to start, names the file and the snapshot to restore; the restore command brings it back with the same administrator', async () => {
    // The start the previous test left running, with everything written so far.
    const adminPassword = password(running!.output());
    expect(adminPassword).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect(await running!.interrupt()).toBe(0);
    const good = store.list().at(-1)!;

    const second = await start();
    await put('lost-with-the-damaged-snapshot');
    expect(await second.interrupt()).toBe(0);
    const damaged = store.list().at(-1)!;
    expect(damaged > good).toBe(true);
    const metadata = store.data(damaged).firestoreMetadata;
    rmSync(metadata);

    const refused = await spawnStart({ dataDir, outDir, ports });
    expect(await refused.exited()).toBe(1);
    expect(refused.output()).toContain(`${metadata} is missing`);
    expect(refused.output()).toContain(`The newest snapshot that can be loaded is ${good}`);
    const command = /npm start -- (--restore=\S+)/.exec(refused.output())?.[1];
    expect(command).toBe(`--restore=${good}`);
    expect(store.list()).toContain(damaged); // refusing changed nothing
    expect(readRun(dataDir)).toBeUndefined();

    const restored = await start([command!]);
    expect(await has('lost-with-the-damaged-snapshot')).toBe(false);
    expect(await missing()).toEqual({ documents: [], accounts: [] });
    // The same administrator and password: nothing was reseeded or reset.
    expect(password(restored.output())).toBe(adminPassword);
    expect(store.list()).not.toContain(damaged);
    expect(await restored.interrupt()).toBe(0);
  }, 400_000);

  it('refuses data the emulators did not load in full, and stops them', async () => {
    const newest = store.list().at(-1)!;
    const manifest = store.manifest(newest);
    // As if the export had held one more document than the emulator could load.
    writeFileSync(
      join(store.path(newest), 'manifest.json'),
      JSON.stringify({ ...manifest, documents: manifest.documents + 1 }),
    );
    const refused = await spawnStart({ dataDir, outDir, ports });
    expect(await refused.exited()).toBe(1);
    expect(refused.output()).toContain(
      `holds ${manifest.documents + 1} documents, but the Firestore emulator loaded ${manifest.documents}`,
    );
    expect(refused.output()).toMatch(/npm start -- --restore=\S+/);
    await expectNothingAnswers();
    expect(readRun(dataDir)).toBeUndefined();
  }, 300_000);
});
