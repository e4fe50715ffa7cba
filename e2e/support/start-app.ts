import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { getFreePort } from '../../scripts/emulators/ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export type StartedApp = {
  url: string;
  output: () => string;
  /** Ctrl-C: resolves with the exit code once everything is saved and stopped. */
  interrupt: () => Promise<number | null>;
};

/** Runs `npm start`'s script on free ports, as a user would in a terminal. */
export async function startApp(dataDir: string, outDir: string): Promise<StartedApp> {
  const env = {
    ...process.env,
    PORT: String(await getFreePort()),
    FIRESTORE_PORT: String(await getFreePort()),
    AUTH_PORT: String(await getFreePort()),
    EMULATOR_HUB_PORT: String(await getFreePort()),
    EMULATOR_LOGGING_PORT: String(await getFreePort()),
    DATA_DIR: dataDir,
    BUILD_OUT_DIR: outDir,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setInterval(() => {
      const match = /IPS Studio is running at (\S+)/.exec(output);
      if (match && /Press Ctrl-C/.test(output)) {
        clearInterval(timer);
        done(match[1]!);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        fail(new Error(`npm start exited early:\n${output}`));
      }
    }, 100);
  });
  return {
    url,
    output: () => output,
    interrupt: () =>
      new Promise((done) => {
        child.once('exit', (code) => done(code));
        child.kill('SIGINT');
      }),
  };
}
