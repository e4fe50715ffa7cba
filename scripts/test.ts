import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { DEFAULT_ADMIN_EMAIL, emulatorBuildEnv, PROJECT_ID, ROOT } from './config.ts';
import { getFreePort } from './emulators/ports.ts';
import { startEmulators } from './emulators/start-emulators.ts';

/**
 * The one test command: emulators on free ports with the rules loaded, then
 * Vitest (unit and emulator projects), then Playwright against a built app.
 * `npm test -- --only=unit|emulator|e2e` runs one stage.
 */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
// Anything else on the command line narrows the run (file filters for Vitest or Playwright).
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--only='));
const wants = (stage: string) => !only || only === stage;

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<number>((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC' };
  if (only === 'unit') {
    return run('npx', ['vitest', 'run', '--project', 'unit', ...filters], env);
  }
  const ports = {
    firestore: await getFreePort(),
    auth: await getFreePort(),
    hub: await getFreePort(),
    logging: await getFreePort(),
  };
  const emulators = await startEmulators({
    projectId: PROJECT_ID,
    ports,
    rulesPath: join(ROOT, 'firestore.rules'),
  });
  Object.assign(env, {
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    GCLOUD_PROJECT: PROJECT_ID,
  });
  // The emulators run in their own process group: stop them if the run is interrupted.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void emulators.stop().finally(() => process.exit(130)));
  }
  const outDir = mkdtempSync(join(tmpdir(), 'ips-studio-e2e-'));
  let failed = 0;
  try {
    if (wants('unit') || wants('emulator')) {
      const projects = only ? ['--project', only] : [];
      failed ||= await run('npx', ['vitest', 'run', ...projects, ...filters], env);
    }
    if (wants('e2e')) {
      const buildEnv = emulatorBuildEnv(
        emulators.firestoreHost,
        emulators.authHost,
        DEFAULT_ADMIN_EMAIL,
      );
      Object.assign(process.env, buildEnv);
      await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
      const appPort = await getFreePort();
      const server = await preview({
        root: ROOT,
        build: { outDir },
        preview: { port: appPort, strictPort: true },
      });
      try {
        failed ||= await run('npx', ['playwright', 'test', ...filters], {
          ...env,
          ...buildEnv,
          E2E_BASE_URL: `http://127.0.0.1:${appPort}`,
        });
      } finally {
        await new Promise<void>((done) => server.httpServer.close(() => done()));
      }
    }
  } finally {
    await emulators.stop();
    rmSync(outDir, { recursive: true, force: true });
  }
  return failed;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
