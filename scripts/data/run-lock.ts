import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { exportEmulators } from '../emulators/start-emulators.ts';
import { writeFileAtomically, type SnapshotStore } from './snapshot-store.ts';
import { isProcessAlive } from '../start/process-alive.ts';

/**
 * DATA_DIR/running.json says which `npm start` is using the folder and which emulators it
 * started, so that a later start over the same folder finds what an earlier one left
 * running, says so, and can stop it without losing its data.
 */
export type RunRecord = {
  pid: number;
  startedAt: string;
  projectId: string;
  emulators?: {
    /** Tether process ids: each leads its emulator's process group. */
    firestorePid: number;
    authPid: number;
    firestoreHost: string;
    hubHost: string;
  };
};

const RUNNING = 'running.json';

export function readRun(dataDir: string): RunRecord | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, RUNNING), 'utf8')) as RunRecord;
  } catch {
    return undefined;
  }
}

export function writeRun(dataDir: string, record: RunRecord) {
  writeFileAtomically(join(dataDir, RUNNING), JSON.stringify(record, null, 2) + '\n');
}

/** Removes the record if it is this process's own. */
export function clearRun(dataDir: string) {
  if (readRun(dataDir)?.pid === process.pid) rmSync(join(dataDir, RUNNING), { force: true });
}

/** The command line of a live process, to tell ours from an unrelated one with a reused id. */
function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return '';
  }
}

export type Leftovers = {
  record: RunRecord;
  /** A live `npm start` over the same DATA_DIR. */
  owner?: number;
  /** Emulator process groups whose `npm start` is gone. */
  orphans: number[];
};

export function findLeftovers(dataDir: string): Leftovers | undefined {
  const record = readRun(dataDir);
  if (!record) return undefined;
  const owner =
    record.pid !== process.pid &&
    isProcessAlive(record.pid) &&
    commandOf(record.pid).includes('start.ts')
      ? record.pid
      : undefined;
  const orphans = owner
    ? []
    : [record.emulators?.firestorePid, record.emulators?.authPid].filter(
        (pid): pid is number =>
          pid !== undefined && isProcessAlive(pid) && commandOf(pid).includes('tether.mjs'),
      );
  if (!owner && orphans.length === 0) {
    rmSync(join(dataDir, RUNNING), { force: true }); // what a crash left: nothing runs
    return undefined;
  }
  return { record, owner, orphans };
}

export function describeLeftovers(dataDir: string, found: Leftovers) {
  if (found.owner) {
    return `Another \`npm start\` (process ${found.owner}, started ${found.record.startedAt}) is using ${dataDir}.`;
  }
  return `Emulators left over from an earlier \`npm start\` over ${dataDir} (started ${found.record.startedAt}) are still running: process groups ${found.orphans.join(', ')}.`;
}

async function waitUntilGone(pids: number[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (pids.some(isProcessAlive)) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 200));
  }
  return true;
}

/**
 * Stops what an earlier start left. A live `npm start` is asked to stop as Ctrl-C would
 * (it saves, then stops); orphaned emulators are saved into a snapshot first, then killed.
 */
export async function stopLeftovers(found: Leftovers, store: SnapshotStore) {
  if (found.owner) {
    process.kill(found.owner, 'SIGTERM');
    if (!(await waitUntilGone([found.owner], 120_000))) {
      throw new Error(`Process ${found.owner} did not stop within 2 minutes.`);
    }
    console.log(`Stopped the other \`npm start\` (its data is saved).`);
    return;
  }
  const emulators = found.record.emulators;
  if (emulators) {
    try {
      const saved = await store.write((firestoreDir, authDir) =>
        exportEmulators(
          {
            projectId: found.record.projectId,
            firestoreHost: emulators.firestoreHost,
            hubHost: emulators.hubHost,
          },
          firestoreDir,
          authDir,
        ),
      );
      console.log(`Saved the left-over emulators' data in snapshot ${saved.name}.`);
    } catch (error) {
      console.error(
        `Could not save the left-over emulators' data (${(error as Error).message}); the newest snapshot stands.`,
      );
    }
  }
  for (const pid of found.orphans) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  await waitUntilGone(found.orphans, 10_000);
  rmSync(join(store.dataDir, RUNNING), { force: true });
  console.log('Stopped the left-over emulators.');
}
