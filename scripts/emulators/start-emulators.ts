import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { findFirestoreJar } from './firestore-jar.ts';
import { firestoreClassArchive } from './jvm-class-archive.ts';
import { waitForHttp } from './ports.ts';

export type EmulatorPorts = { firestore: number; auth: number; hub: number; logging: number };

/** An export to load: Firestore's overall_export_metadata file and the Auth export folder. */
export type EmulatorData = { firestoreMetadata: string; authDir: string };

export type EmulatorOptions = {
  projectId: string;
  ports: EmulatorPorts;
  rulesPath: string;
  /** Data to start from; none means empty, throwaway data. */
  load?: EmulatorData;
  log?: (line: string) => void;
  /**
   * Write the Firestore JVM's class archive when it stops, if there is none yet (decision
   * 1460): the stop then takes seconds longer, once. Every start uses an archive that exists.
   */
  makeClassArchive?: boolean;
  /**
   * The one-user server of `npm start`: the Firestore JVM compiles with C1 alone and collects
   * with the serial collector, which halves its CPU to the rules' first answer and makes the
   * first thousands of rules evaluations after it cheaper too (decision 1650). The tests and
   * benches keep the JVM's defaults, tuned for their long runs of rules evaluations.
   */
  interactive?: boolean;
};

export type RunningEmulators = {
  projectId: string;
  firestoreHost: string;
  authHost: string;
  hubHost: string;
  /** The tethers' process ids; each leads the process group its emulator runs in. */
  pids: { firestore: number; auth: number };
  /** Exports Firestore and Auth into two existing, empty folders. */
  exportTo(firestoreDir: string, authDir: string): Promise<void>;
  /** Settles with a message if an emulator ends without stop() having been asked. */
  ended: Promise<string>;
  stop(): Promise<void>;
};

const HOST = '127.0.0.1';
const root = resolve(import.meta.dirname, '../..');
const TETHER = join(import.meta.dirname, 'tether.mjs');
const AUTH_EMULATOR = join(import.meta.dirname, 'auth-emulator.mjs');

/** The emulator is stopped (or never started) once this resolves. */
function exited(child: ChildProcess) {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Kills the tether's whole process group: the tether and its emulator. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

async function stopProcess(child: ChildProcess, signal: NodeJS.Signals, graceMs = 10_000) {
  if (!alive(child)) return;
  child.kill(signal); // the tether passes it on and waits for the emulator
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
  await exited(child);
  clearTimeout(timer);
  killGroup(child, 'SIGKILL'); // nothing of the group may outlive it
}

/**
 * Each emulator runs under a tether (tether.mjs) in a process group of its own: a terminal's
 * Ctrl-C reaches only our script, which saves the data before stopping them, and the tether
 * kills the emulator as soon as our script is gone, however it went.
 */
function spawnTethered(label: string, command: string, args: string[], cwd?: string) {
  return spawn(process.execPath, [TETHER, label, '--', command, ...args], {
    cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
}

/**
 * `npm start`'s JVM options (decision 1650): C1 alone, no C2 compiling beside the rules'
 * first evaluation, and the serial collector (no collector threads on a 2-core machine).
 */
export const INTERACTIVE_JAVA_OPTS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * The JVM's defaults for tests and benches: measured, the C1 compiler alone evaluates the
 * rules 1.7 times slower once warm (5,000 batched writes through the rules: 243 s against
 * 146 s; decision 1221). FIRESTORE_JAVA_OPTS adds options after ours (the last one wins).
 */
function startFirestore(options: EmulatorOptions) {
  const javaOpts = [
    ...(options.interactive ? INTERACTIVE_JAVA_OPTS : []),
    ...(process.env.FIRESTORE_JAVA_OPTS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  const jar = findFirestoreJar();
  const java = process.env.JAVA ?? 'java';
  const classArchive = firestoreClassArchive(jar, java, options.makeClassArchive ?? false);
  const args = [
    ...classArchive.javaArgs,
    ...javaOpts,
    '-Duser.language=en',
    '-cp',
    jar,
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
    ...(options.load ? ['--seed_from_export', options.load.firestoreMetadata] : []),
  ];
  const child = spawnTethered('firestore', java, args);
  child.once('exit', (code) => classArchive.afterExit(code));
  return { child, stopGraceMs: classArchive.writing ? 90_000 : 10_000 };
}

/** The Auth emulator and its hub, without the firebase CLI (auth-emulator.mjs says why). */
function startAuth(options: EmulatorOptions) {
  const args = [
    AUTH_EMULATOR,
    options.projectId,
    String(options.ports.auth),
    String(options.ports.hub),
    ...(options.load ? [options.load.authDir] : []),
  ];
  return spawnTethered('auth', process.execPath, args, root);
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
  const { child: firestore, stopGraceMs } = startFirestore(options);
  const auth = startAuth(options);
  const firestoreLog = pipeLog(firestore, 'firestore', options.log);
  const authLog = pipeLog(auth, 'auth', options.log);

  // Our own exit, however it comes, takes the emulators along (the tethers would notice a
  // moment later anyway).
  const killOnExit = () => {
    for (const child of [firestore, auth]) if (alive(child)) killGroup(child, 'SIGKILL');
  };
  process.on('exit', killOnExit);
  let stopping = false;
  const stopAll = async () => {
    stopping = true;
    await Promise.all([
      stopProcess(firestore, 'SIGTERM', stopGraceMs),
      stopProcess(auth, 'SIGINT'),
    ]);
    process.off('exit', killOnExit);
  };
  const ended = new Promise<string>((done) => {
    for (const [child, name, log] of [
      [firestore, 'Firestore', firestoreLog],
      [auth, 'Auth', authLog],
    ] as const) {
      child.once('exit', (code, signal) => {
        if (!stopping)
          done(`The ${name} emulator stopped (${signal ?? `exit ${code}`}):\n${log()}`);
      });
    }
  });

  const firestoreUrl = `http://${HOST}:${options.ports.firestore}`;
  const firestoreUp = waitForHttp(`${firestoreUrl}/`, 90_000, () => alive(firestore));
  // The emulator answers `/` long before it can answer a client: its first request that the
  // rules check (a read without credentials) compiles the 76 KB of rules, seconds of CPU.
  // One request, not a poll: a poll's aborted attempts would each queue behind the compile.
  const rulesCompiled = firestoreUp
    .then(() =>
      fetch(
        `${firestoreUrl}/v1/projects/${options.projectId}/databases/(default)/documents/readiness/probe`,
        { signal: AbortSignal.timeout(120_000) },
      ),
    )
    .then(() => undefined)
    .catch((error: Error) => {
      throw new Error(`Firestore emulator: ${error.message}\n${firestoreLog()}`);
    });
  try {
    await Promise.all([
      rulesCompiled,
      waitForHttp(`http://${HOST}:${options.ports.hub}/emulators`, 60_000, () => alive(auth))
        .then(() => waitForHttp(`http://${HOST}:${options.ports.auth}/`, 30_000, () => alive(auth)))
        .catch((error: Error) => {
          throw new Error(`Auth emulator: ${error.message}\n${authLog()}`);
        }),
    ]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    projectId: options.projectId,
    firestoreHost: `${HOST}:${options.ports.firestore}`,
    authHost: `${HOST}:${options.ports.auth}`,
    hubHost: `${HOST}:${options.ports.hub}`,
    pids: { firestore: firestore.pid!, auth: auth.pid! },
    exportTo: (firestoreDir, authDir) =>
      exportEmulators(
        {
          projectId: options.projectId,
          firestoreHost: `${HOST}:${options.ports.firestore}`,
          hubHost: `${HOST}:${options.ports.hub}`,
        },
        firestoreDir,
        authDir,
      ),
    ended,
    stop: stopAll,
  };
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

export type EmulatorHosts = { projectId: string; firestoreHost: string; hubHost: string };

/**
 * Firestore's export endpoint, then the hub's for Auth. Also used on emulators an earlier run
 * left behind, known only by their hosts.
 */
export async function exportEmulators(hosts: EmulatorHosts, firestoreDir: string, authDir: string) {
  await postJson(`http://${hosts.firestoreHost}/emulator/v1/projects/${hosts.projectId}:export`, {
    database: `projects/${hosts.projectId}/databases/(default)`,
    export_directory: firestoreDir,
  });
  await postJson(`http://${hosts.hubHost}/_admin/export`, {
    path: authDir,
    initiatedBy: 'ips-studio',
  });
}
