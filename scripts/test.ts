import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { findSharedReads } from './check-standalone.ts';
import { DEFAULT_ADMIN_EMAIL, emulatorBuildEnv, PROJECT_ID, ROOT } from './config.ts';
import { getFreePort } from './emulators/ports.ts';
import { startTestEmulators } from './emulators/test-emulators.ts';
import type { RunningEmulators } from './emulators/start-emulators.ts';

/**
 * The one test command. Stages, each run whatever happened to the one before, and named in a
 * summary at the end: standalone (nothing reads the shared folder), unit (Vitest), emulator
 * (Vitest against Firestore and Auth emulators on free ports, rules loaded) and e2e
 * (Playwright against a built app). `npm test -- --only=<stage>` runs one stage; anything
 * else on the command line narrows the run (file filters for Vitest or Playwright).
 */
const STAGES = ['standalone', 'unit', 'emulator', 'e2e'] as const;
type Stage = (typeof STAGES)[number];
type Outcome = { stage: Stage; passed: boolean; note?: string };

const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--only='));
const wants = (stage: Stage) => !only || only === stage;
// A file filter meant for one stage matches nothing in the others: that is no failure.
const noTestsIsFine = !only && filters.length > 0;

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<number>((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

function banner(stage: Stage) {
  console.log(`\n━━ npm test: ${stage} ━━`);
}

function checkStandalone(): Outcome {
  banner('standalone');
  const found = findSharedReads();
  for (const f of found) console.log(`  reads the shared folder: ${f.file}:${f.line}: ${f.text}`);
  if (found.length === 0) console.log('Nothing reads the shared folder.');
  return {
    stage: 'standalone',
    passed: found.length === 0,
    note: found.length ? `${found.length} line(s) read the shared folder` : undefined,
  };
}

async function vitest(stage: 'unit' | 'emulator', env: NodeJS.ProcessEnv): Promise<Outcome> {
  banner(stage);
  const extra = noTestsIsFine ? ['--passWithNoTests'] : [];
  const code = await run('npx', ['vitest', 'run', '--project', stage, ...extra, ...filters], env);
  return { stage, passed: code === 0 };
}

async function e2e(emulators: RunningEmulators, env: NodeJS.ProcessEnv): Promise<Outcome> {
  banner('e2e');
  const outDir = mkdtempSync(join(tmpdir(), 'ips-studio-e2e-'));
  try {
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
      const extra = noTestsIsFine ? ['--pass-with-no-tests'] : [];
      const code = await run('npx', ['playwright', 'test', ...extra, ...filters], {
        ...env,
        ...buildEnv,
        E2E_BASE_URL: `http://127.0.0.1:${appPort}`,
      });
      return { stage: 'e2e', passed: code === 0 };
    } finally {
      await new Promise<void>((done) => server.httpServer.close(() => done()));
    }
  } catch (error) {
    console.error(`The app could not be built or served: ${(error as Error).message}`);
    return { stage: 'e2e', passed: false, note: 'the app could not be built or served' };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

function summarise(outcomes: Outcome[]) {
  console.log('\n━━ npm test: summary ━━');
  for (const o of outcomes) {
    console.log(`  ${o.passed ? 'passed' : 'FAILED'}  ${o.stage}${o.note ? ` (${o.note})` : ''}`);
  }
  const failed = outcomes.filter((o) => !o.passed).map((o) => o.stage);
  console.log(failed.length ? `\nFailed: ${failed.join(', ')}.` : '\nEvery stage passed.');
  return failed.length ? 1 : 0;
}

async function main() {
  if (only && !(STAGES as readonly string[]).includes(only)) {
    console.error(`--only takes one of ${STAGES.join(', ')}, not "${only}".`);
    return 1;
  }
  const env: NodeJS.ProcessEnv = { ...process.env, TZ: 'UTC' };
  const outcomes: Outcome[] = [];
  if (wants('standalone')) outcomes.push(checkStandalone());

  // The emulators start while the unit tests run; a failure to start fails only the stages
  // that need them.
  const needEmulators = wants('emulator') || wants('e2e');
  const starting = needEmulators
    ? startTestEmulators().then(
        (emulators) => ({ emulators }),
        (error: Error) => ({ error }),
      )
    : undefined;
  let emulators: RunningEmulators | undefined;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      void (emulators?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }
  try {
    if (wants('unit')) outcomes.push(await vitest('unit', env));
    if (starting) {
      const started = await starting;
      if ('error' in started) {
        console.error(`The emulators did not start: ${started.error.message}`);
        for (const stage of ['emulator', 'e2e'] as const) {
          if (wants(stage)) {
            outcomes.push({ stage, passed: false, note: 'the emulators did not start' });
          }
        }
      } else {
        emulators = started.emulators;
        Object.assign(env, {
          FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
          FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
          GCLOUD_PROJECT: PROJECT_ID,
        });
        if (wants('emulator')) outcomes.push(await vitest('emulator', env));
        if (wants('e2e')) outcomes.push(await e2e(emulators, env));
      }
    }
  } finally {
    await emulators?.stop();
  }
  return summarise(outcomes);
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
