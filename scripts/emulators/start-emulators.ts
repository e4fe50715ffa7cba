import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { findFirestoreJar } from './firestore-jar.ts';
import { currentExport, exportAtomically, firestoreSeedFile, recoverExports } from './persist.ts';
import { waitForHttp } from './ports.ts';

export type EmulatorPorts = { firestore: number; auth: number; hub: number; logging: number };

export type EmulatorOptions = {
  projectId: string;
  ports: EmulatorPorts;
  rulesPath: string;
  /** Where data is imported from and exported to; none means throwaway data. */
  dataDir?: string;
  log?: (line: string) => void;
};

export type RunningEmulators = {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  exportData(): Promise<void>;
  stop(): Promise<void>;
};

const HOST = '127.0.0.1';
const root = resolve(import.meta.dirname, '../..');

function exited(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited(child);
  clearTimeout(timer);
}

function startFirestore(options: EmulatorOptions, firestoreDir?: string) {
  const seed = firestoreDir ? firestoreSeedFile(firestoreDir) : undefined;
  const args = [
    '-Duser.language=en',
    '-cp',
    findFirestoreJar(),
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    'start',
    '--host',
    HOST,
    '--port',
    String(options.ports.firestore),
    '--project_id',
    options.projectId,
    '--rules',
    options.rulesPath,
    ...(seed ? ['--seed_from_export', seed] : []),
  ];
  return spawn(process.env.JAVA ?? 'java', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
}

function startAuth(options: EmulatorOptions, configDir: string, authDir?: string) {
  const config = {
    emulators: {
      auth: { host: HOST, port: options.ports.auth },
      hub: { host: HOST, port: options.ports.hub },
      logging: { host: HOST, port: options.ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  const configPath = join(configDir, 'firebase.json');
  writeFileSync(configPath, JSON.stringify(config));
  const imported = authDir ? currentExport(authDir) : undefined;
  const firebaseBin = join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [
    firebaseBin,
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    configPath,
    ...(imported ? ['--import', imported] : []),
  ];
  return spawn(process.execPath, args, {
    cwd: configDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
}

function pipeLog(child: ChildProcess, name: string, log?: (line: string) => void) {
  const keep: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      keep.push(line);
      if (keep.length > 40) keep.shift();
      log?.(`[${name}] ${line}`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return () => keep.join('\n');
}

/** Starts Google's Firestore jar and firebase-tools' Auth emulator side by side. */
export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  const firestoreDir = options.dataDir ? join(options.dataDir, 'firestore') : undefined;
  const authDir = options.dataDir ? join(options.dataDir, 'auth') : undefined;
  if (firestoreDir) recoverExports(firestoreDir);
  if (authDir) recoverExports(authDir);

  const configDir = mkdtempSync(join(tmpdir(), 'ips-studio-auth-'));
  const firestore = startFirestore(options, firestoreDir);
  const auth = startAuth(options, configDir, authDir);
  const firestoreLog = pipeLog(firestore, 'firestore', options.log);
  const authLog = pipeLog(auth, 'auth', options.log);
  const alive = (child: ChildProcess) => () => child.exitCode === null && child.signalCode === null;

  // Children run in their own process group so that a terminal's Ctrl-C
  // reaches only us, and we can save the data before stopping them.
  const killOnExit = () => {
    for (const child of [firestore, auth]) if (alive(child)()) child.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const stopAll = async () => {
    await Promise.all([stopProcess(firestore, 'SIGTERM'), stopProcess(auth, 'SIGINT')]);
    process.off('exit', killOnExit);
    rmSync(configDir, { recursive: true, force: true });
  };

  try {
    await Promise.all([
      // A document read, not just the root page: the emulator answers `/` long
      // before its first real request, which can then take over 10 s.
      waitForHttp(
        `http://${HOST}:${options.ports.firestore}/v1/projects/${options.projectId}/databases/(default)/documents/readiness/probe`,
        90_000,
        alive(firestore),
      ).catch((error: Error) => {
        throw new Error(`Firestore emulator: ${error.message}\n${firestoreLog()}`);
      }),
      waitForHttp(`http://${HOST}:${options.ports.hub}/emulators`, 60_000, alive(auth))
        .then(() => waitForHttp(`http://${HOST}:${options.ports.auth}/`, 30_000, alive(auth)))
        .catch((error: Error) => {
          throw new Error(`Auth emulator: ${error.message}\n${authLog()}`);
        }),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  let exporting: Promise<void> | undefined;
  const exportData = async () => {
    if (!firestoreDir || !authDir) return;
    // One export at a time: a timer tick during a slow export simply waits.
    while (exporting) await exporting;
    exporting = (async () => {
      await exportAtomically(firestoreDir, (target) => exportFirestore(options, target));
      await exportAtomically(authDir, (target) => exportAuth(options, target));
    })();
    try {
      await exporting;
    } finally {
      exporting = undefined;
    }
  };

  return {
    projectId: options.projectId,
    firestoreHost: `${HOST}:${options.ports.firestore}`,
    authHost: `${HOST}:${options.ports.auth}`,
    exportData,
    stop: stopAll,
  };
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

function exportFirestore(options: EmulatorOptions, target: string) {
  return postJson(
    `http://${HOST}:${options.ports.firestore}/emulator/v1/projects/${options.projectId}:export`,
    {
      database: `projects/${options.projectId}/databases/(default)`,
      export_directory: target,
    },
  );
}

function exportAuth(options: EmulatorOptions, target: string) {
  return postJson(`http://${HOST}:${options.ports.hub}/_admin/export`, {
    path: target,
    initiatedBy: 'ips-studio',
  });
}
