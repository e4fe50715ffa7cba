import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { getFreePort } from '../../scripts/emulators/ports.ts';
import { isProcessAlive } from '../../scripts/start/process-alive.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export type StartPorts = {
  PORT: string;
  FIRESTORE_PORT: string;
  AUTH_PORT: string;
  EMULATOR_HUB_PORT: string;
  EMULATOR_LOGGING_PORT: string;
};

export async function freeStartPorts(): Promise<StartPorts> {
  return {
    PORT: String(await getFreePort()),
    FIRESTORE_PORT: String(await getFreePort()),
    AUTH_PORT: String(await getFreePort()),
    EMULATOR_HUB_PORT: String(await getFreePort()),
    EMULATOR_LOGGING_PORT: String(await getFreePort()),
  };
}

export type StartOptions = {
  dataDir: string;
  outDir: string;
  /** The same ports across restarts let the build be reused, as on a developer's machine. */
  ports?: StartPorts;
  args?: string[];
};

export type RunningStart = {
  /** The node process running scripts/start.ts. */
  nodePid: number;
  /** The shell that started it, as npm does: the leader of the job's process group. */
  shell: ChildProcess;
  ports: StartPorts;
  output: () => string;
  /** Resolves with the app's URL once it says it is running; rejects if it exits first. */
  ready: () => Promise<string>;
  /** Resolves with the node process's exit code (null when a signal ended it). */
  exited: () => Promise<number | null>;
  /** What a terminal does on Ctrl-C or on closing: a signal to the whole job. */
  signalJob: (signal: NodeJS.Signals) => void;
  /** Ctrl-C, then the exit code once everything is saved and stopped. */
  interrupt: () => Promise<number | null>;
};

/**
 * Runs `npm start`'s script as a terminal would: a job (its own process group) of a shell
 * and the node process, on free ports unless given.
 */
export async function spawnStart(options: StartOptions): Promise<RunningStart> {
  const ports = options.ports ?? (await freeStartPorts());
  const env = {
    ...process.env,
    ...ports,
    DATA_DIR: options.dataDir,
    BUILD_OUT_DIR: options.outDir,
  };
  const args = ['--import', 'tsx', 'scripts/start.ts', ...(options.args ?? [])];
  // npm's shell stays the node process's parent (no `exec`). It outlives a Ctrl-C (trap) only
  // so that its exit code is the node process's.
  const command = `trap : INT TERM HUP; "${process.execPath}" ${args.join(' ')}; exit $?`;
  const shell = spawn('sh', ['-c', command], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  shell.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  shell.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const nodePid = await childOf(shell.pid!);
  const shellExit = new Promise<number | null>((done) => shell.once('exit', (code) => done(code)));
  const exited = async () => {
    const code = await shellExit;
    while (isProcessAlive(nodePid)) await new Promise((r) => setTimeout(r, 100));
    return code;
  };
  const signalJob = (signal: NodeJS.Signals) => {
    try {
      process.kill(-shell.pid!, signal);
    } catch {
      // the job is gone
    }
  };
  return {
    nodePid,
    shell,
    ports,
    output: () => output,
    ready: () =>
      new Promise<string>((done, fail) => {
        const timer = setInterval(() => {
          const match = /IPS Studio is running at (\S+)/.exec(output);
          if (match && /Press Ctrl-C/.test(output)) {
            clearInterval(timer);
            done(match[1]!);
          } else if (shell.exitCode !== null) {
            clearInterval(timer);
            fail(new Error(`npm start exited early:\n${output}`));
          }
        }, 100);
      }),
    exited,
    signalJob,
    interrupt: () => {
      signalJob('SIGINT');
      return exited();
    },
  };
}

/** The node process the shell started (the shell forks it at once). */
async function childOf(parent: number): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  for (let i = 0; i < 100; i++) {
    try {
      const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], {
        encoding: 'utf8',
      });
      const pid = Number(out.trim().split('\n')[0]);
      if (pid > 0) return pid;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The shell ${parent} started no process`);
}

/** A start that is expected to come up: the URL, or the output of why not. */
export async function startApp(dataDir: string, outDir: string, ports?: StartPorts) {
  const started = await spawnStart({ dataDir, outDir, ports });
  const url = await started.ready();
  return { ...started, url };
}
