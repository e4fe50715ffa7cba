import { resolve } from 'node:path';
import { ConfigError, emulatorBuildEnv, PROJECT_ID, readStartConfig, ROOT } from './config.ts';
import {
  chooseData,
  commandWith,
  DataRefusal,
  markData,
  refusal,
  type DataChoice,
} from './data/data-dir.ts';
import {
  clearRun,
  describeLeftovers,
  findLeftovers,
  stopLeftovers,
  writeRun,
} from './data/run-lock.ts';
import { SnapshotStore } from './data/snapshot-store.ts';
import { FirestoreJarMissingError } from './emulators/firestore-jar.ts';
import { openGate, type Gate } from './emulators/gate.ts';
import { assertPortFree, getFreePort, PortBusyError } from './emulators/ports.ts';
import { startEmulators, type RunningEmulators } from './emulators/start-emulators.ts';
import { AdminEmailError, writeRulesForAdmin } from './rules-admin-email.ts';
import type { SeedResult } from './seed/seed.ts';
import { SeedRefusal } from './seed/seed-refusal.ts';
import { removeChangedAdminPassword } from './start/admin-password.ts';
import { buildIfChanged } from './start/app-build.ts';
import { confirm } from './start/confirm.ts';
import { serveStatic } from './start/static-server.ts';
import { countLoaded, loadProblems } from './start/loaded-data.ts';
import { watchParents } from './start/parent-watch.ts';

/**
 * `npm start`: the emulators behind a gate, the app, and the data kept safe. See README.md
 * (Data) and docs/decisions/010-013 for why it is built this way.
 */
export const SAVE_EVERY_MS = 5_000;

class StartRefusal extends Error {}

const FLAGS = [
  '--dev',
  '--restore',
  '--start-empty',
  '--stop-leftovers',
  '--create-admin',
  '--reset-admin-password',
];

function parseFlags(args: string[]) {
  for (const arg of args) {
    if (!FLAGS.includes(arg.split('=')[0]!)) {
      throw new StartRefusal(`Unknown option ${arg}. Options: ${FLAGS.join(', ')}.`);
    }
  }
  const restore = args.find((a) => a === '--restore' || a.startsWith('--restore='));
  return {
    dev: args.includes('--dev'),
    restore: restore === undefined ? undefined : restore.split('=')[1] || (true as const),
    startEmpty: args.includes('--start-empty'),
    stopLeftovers: args.includes('--stop-leftovers'),
    createAdmin: args.includes('--create-admin'),
    resetAdminPassword: args.includes('--reset-admin-password'),
  };
}

// A closed terminal must not crash us midway through the final save.
process.stdout.on('error', () => {});
process.stderr.on('error', () => {});

async function main() {
  const flags = parseFlags(process.argv.slice(2));
  const config = readStartConfig();
  const store = new SnapshotStore(config.dataDir);

  const left = findLeftovers(config.dataDir);
  if (left) {
    console.log(describeLeftovers(config.dataDir, left));
    if (!flags.stopLeftovers && !(await confirm('Stop them (their data is saved first)?'))) {
      throw new StartRefusal(
        `Not started. To stop them and start, run:\n\n  ${commandWith('--stop-leftovers')}`,
      );
    }
    await stopLeftovers(left, store);
  }
  await assertPortFree(config.appPort, 'the app', 'PORT');
  await assertPortFree(config.ports.firestore, 'the Firestore emulator', 'FIRESTORE_PORT');
  await assertPortFree(config.ports.auth, 'the Auth emulator', 'AUTH_PORT');
  await assertPortFree(config.ports.hub, 'the emulator hub', 'EMULATOR_HUB_PORT');
  await assertPortFree(config.ports.logging, 'the emulator log', 'EMULATOR_LOGGING_PORT');

  const choice = chooseData(store, flags);
  const startedAt = new Date().toISOString();
  writeRun(config.dataDir, { pid: process.pid, startedAt, projectId: PROJECT_ID });

  const publicFirestore = `127.0.0.1:${config.ports.firestore}`;
  const publicAuth = `127.0.0.1:${config.ports.auth}`;
  Object.assign(process.env, emulatorBuildEnv(publicFirestore, publicAuth, config.adminEmail));
  // BUILD_OUT_DIR lets tests build elsewhere than the dist/ a developer uses.
  const outDir = process.env.BUILD_OUT_DIR || 'dist';

  const session = new Session(store, config.dataDir);
  try {
    // The gates and the app come first: the page is served while the emulators start, and
    // its first requests wait at the gates until the data is loaded and checked.
    await session.openGates(config.ports.firestore, config.ports.auth);
    const emulatorsStarting = startFromChoice(store, choice, config).then(
      (emulators) => ({ emulators }),
      (error: Error) => ({ error }),
    );
    console.log(
      choice.kind === 'fresh'
        ? 'Starting the Firebase emulators with empty data…'
        : `Starting the Firebase emulators with snapshot ${choice.name} (${choice.manifest.documents} documents, ${choice.manifest.authAccounts} accounts)…`,
    );
    if (!flags.dev) timed('build', await buildIfChanged(outDir));
    session.closeServer = await serveApp(config.appPort, outDir, flags.dev);
    timed('app served');
    console.log(
      `Serving the app at http://127.0.0.1:${config.appPort}/ while the emulators start…`,
    );

    // Loaded while the emulators start (the Firebase SDK is large), not before the app is served.
    const seedModule = import('./seed/seed.ts');
    const started = await emulatorsStarting;
    if ('error' in started) throw started.error;
    const { emulators } = started;
    timed('emulators ready');
    session.emulators = emulators;
    writeRun(config.dataDir, {
      pid: process.pid,
      startedAt,
      projectId: PROJECT_ID,
      emulators: {
        firestorePid: emulators.pids.firestore,
        authPid: emulators.pids.auth,
        firestoreHost: emulators.firestoreHost,
        hubHost: emulators.hubHost,
      },
    });
    const { seed } = await seedModule;
    const seeded = await seed({
      projectId: PROJECT_ID,
      firestoreHost: emulators.firestoreHost,
      authHost: emulators.authHost,
      adminEmail: config.adminEmail,
      dataDir: config.dataDir,
      existingData: choice.kind === 'snapshot',
      createAdmin: flags.createAdmin,
      resetAdminPassword: flags.resetAdminPassword,
    });
    timed('seeded');
    session.adminUid = seeded.adminUid;
    // What the seed or a restore wrote is saved before any client is let through.
    if (choice.kind === 'fresh' || seeded.written.length > 0 || choice.restoredFrom) {
      await session.save();
      timed('first save');
    }
    markData(config.dataDir);
    session.letClientsIn();
    session.startSaving();
    printReady(config.appPort, publicFirestore, publicAuth, seeded, config.dataDir);
  } catch (error) {
    if (!session.emulators) {
      await session.close();
      throw error;
    }
    await session.stop(1, error as Error);
  }
}

/**
 * IPS_START_TIMINGS=1 prints when each step of the start ended, counted from the process's
 * own start (the start bench reads it).
 */
function timed(step: string, detail?: string) {
  if (process.env.IPS_START_TIMINGS) {
    const at = Math.round(performance.now());
    console.log(`[timing] ${step}${detail ? ` (${detail})` : ''}: ${at} ms`);
  }
}

async function startFromChoice(
  store: SnapshotStore,
  choice: DataChoice,
  config: ReturnType<typeof readStartConfig>,
): Promise<RunningEmulators> {
  let emulators: RunningEmulators;
  try {
    emulators = await startEmulators({
      projectId: PROJECT_ID,
      // The emulators listen on ports of their own; the configured ones belong to the gates.
      ports: {
        firestore: await getFreePort(),
        auth: await getFreePort(),
        hub: config.ports.hub,
        logging: config.ports.logging,
      },
      rulesPath: writeRulesForAdmin(config.adminEmail, config.rulesPath),
      load: choice.kind === 'snapshot' ? store.data(choice.name) : undefined,
      makeClassArchive: true,
      interactive: true,
      log: process.env.DEBUG_EMULATORS ? (line) => console.log(line) : undefined,
    });
  } catch (error) {
    if (choice.kind !== 'snapshot') throw error;
    const reason = (error as Error).message.split('\n').find((l) => /exception|error/i.test(l));
    throw refusal(store, choice.name, [
      {
        file: store.path(choice.name),
        problem: `could not be loaded by the emulators${reason ? `: ${reason.trim()}` : ''}`,
      },
    ]);
  }
  if (choice.kind === 'snapshot') {
    const loaded = await countLoaded(emulators.firestoreHost, emulators.authHost, PROJECT_ID);
    const problems = loadProblems(store.path(choice.name), choice.manifest, loaded);
    if (problems.length) {
      await emulators.stop();
      throw refusal(store, choice.name, problems);
    }
  }
  return emulators;
}

/** A running `npm start`: gates, saves, and one way to stop, whatever asks for it. */
class Session {
  adminUid: string | undefined;
  emulators: RunningEmulators | undefined;
  closeServer: (() => Promise<void>) | undefined;
  private gates: Gate[] = [];
  private saving: Promise<void> | undefined;
  private savedActivity = -1;
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private lastSnapshot: string | undefined;

  constructor(
    private store: SnapshotStore,
    private dataDir: string,
  ) {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => void this.stop(0));
    }
    watchParents((why) => void this.stop(0, new Error(`Stopping: ${why}.`)));
  }

  async openGates(firestorePort: number, authPort: number) {
    this.gates.push(await openGate(firestorePort));
    this.gates.push(await openGate(authPort));
  }

  /** The emulators are loaded, checked and seeded: connections waiting at the gates go on. */
  letClientsIn() {
    const emulators = this.emulators!;
    const target = (host: string) => {
      const [h, p] = host.split(':');
      return { host: h!, port: Number(p) };
    };
    this.gates[0]!.connectTo(target(emulators.firestoreHost));
    this.gates[1]!.connectTo(target(emulators.authHost));
    void emulators.ended.then((why) => this.stop(1, new Error(why)));
  }

  private activity() {
    return this.gates.reduce((sum, g) => sum + g.activity(), 0);
  }

  /** One save at a time; a save that finds no client traffic since the last one is skipped. */
  save(force = true): Promise<void> {
    const emulators = this.emulators;
    if (!emulators) return Promise.resolve();
    const previous = this.saving ?? Promise.resolve();
    const next = previous.then(async () => {
      const activity = this.activity();
      if (!force && activity === this.savedActivity) return;
      const result = await this.store.write((firestoreDir, authDir) =>
        emulators.exportTo(firestoreDir, authDir),
      );
      this.savedActivity = activity;
      this.lastSnapshot = result.name;
      if (this.adminUid) {
        await removeChangedAdminPassword({
          dataDir: this.dataDir,
          firestoreHost: emulators.firestoreHost,
          projectId: PROJECT_ID,
          adminUid: this.adminUid,
        }).catch(() => false);
      }
    });
    this.saving = next.catch(() => {});
    return next;
  }

  startSaving() {
    this.timer = setInterval(() => {
      this.save(false).catch((e: Error) => console.error(`Saving failed: ${e.message}`));
    }, SAVE_EVERY_MS);
  }

  /** Closes the gates and the app server: no client hears from the emulators any more. */
  async close() {
    await Promise.all(this.gates.map((g) => g.close()));
    await this.closeServer?.().catch(() => {});
  }

  async stop(code: number, why?: Error) {
    if (this.stopping) return;
    this.stopping = true;
    clearInterval(this.timer);
    if (why) console.error(why.message);
    console.log('\nSaving data and stopping…');
    // First no client hears from the emulators any more, then the final save: so it holds
    // every write a client was told had succeeded.
    await this.close();
    let saved = true;
    await this.save(false).catch((e: Error) => {
      saved = false;
      console.error(`Could not save the data: ${e.message}`);
    });
    await this.emulators?.stop();
    clearRun(this.dataDir);
    const snapshot = this.lastSnapshot ?? this.store.list().at(-1);
    if (snapshot) {
      console.log(
        saved
          ? `Data saved in ${this.store.path(snapshot)}.`
          : `The newest snapshot that was saved is ${this.store.path(snapshot)}.`,
      );
    }
    process.exit(saved ? code : 1);
  }
}

async function serveApp(port: number, outDir: string, dev: boolean): Promise<() => Promise<void>> {
  if (!dev) return serveStatic(resolve(ROOT, outDir), port);
  // Vite's dev server ends the process on SIGTERM (or when stdin ends) by itself, which
  // would race the final save: its listeners go, ours stay.
  const before = new Set(process.listeners('SIGTERM'));
  const stdinBefore = new Set(process.stdin.listeners('end'));
  const { createServer } = await import('vite');
  const server = await createServer({ root: ROOT, server: { port, strictPort: true } });
  await server.listen();
  for (const l of process.listeners('SIGTERM')) if (!before.has(l)) process.off('SIGTERM', l);
  for (const l of process.stdin.listeners('end')) {
    if (!stdinBefore.has(l)) process.stdin.off('end', l as () => void);
  }
  return () => server.close();
}

function printReady(
  port: number,
  firestoreHost: string,
  authHost: string,
  seeded: SeedResult,
  dataDir: string,
) {
  const password = seeded.adminPassword
    ? seeded.adminPassword
    : seeded.passwordLost
      ? `(not known: ${dataDir}/first-admin.json is gone; set a new temporary one with ${commandWith('--reset-admin-password')})`
      : '(changed by the administrator since the first start)';
  console.log(`
IPS Studio is running at http://127.0.0.1:${port}/

  First administrator: ${seeded.adminEmail}
  Password:            ${password}
${seeded.adminPassword ? '  This temporary password must be changed at first sign-in.\n' : ''}
  Firestore emulator:  ${firestoreHost}
  Auth emulator:       ${authHost}
  Data kept in:        ${dataDir} (saved every ${SAVE_EVERY_MS / 1000} s and when you stop)

Press Ctrl-C to stop; data is saved on exit and every few seconds.`);
}

main().catch((error: Error) => {
  const known = [
    PortBusyError,
    ConfigError,
    AdminEmailError,
    FirestoreJarMissingError,
    DataRefusal,
    SeedRefusal,
    StartRefusal,
  ].some((kind) => error instanceof kind);
  console.error(known ? error.message : error);
  try {
    clearRun(readStartConfig().dataDir);
  } catch {
    // the configuration itself was the problem
  }
  process.exit(1);
});
