import { mkdirSync } from 'node:fs';
import { build, createServer, preview } from 'vite';
import { ConfigError, emulatorBuildEnv, PROJECT_ID, readStartConfig, ROOT } from './config.ts';
import { FirestoreJarMissingError } from './emulators/firestore-jar.ts';
import { assertPortFree, PortBusyError } from './emulators/ports.ts';
import { startEmulators, type RunningEmulators } from './emulators/start-emulators.ts';
import { AdminEmailError, writeRulesForAdmin } from './rules-admin-email.ts';
import { seed } from './seed/seed.ts';

const EXPORT_EVERY_MS = 5_000;
const dev = process.argv.includes('--dev');

async function main() {
  const config = readStartConfig();
  await assertPortFree(config.appPort, 'the app', 'PORT');
  await assertPortFree(config.ports.firestore, 'the Firestore emulator', 'FIRESTORE_PORT');
  await assertPortFree(config.ports.auth, 'the Auth emulator', 'AUTH_PORT');
  await assertPortFree(config.ports.hub, 'the emulator hub', 'EMULATOR_HUB_PORT');
  await assertPortFree(config.ports.logging, 'the emulator log', 'EMULATOR_LOGGING_PORT');
  mkdirSync(config.dataDir, { recursive: true });

  console.log('Starting the Firebase emulators…');
  const emulators = await startEmulators({
    projectId: PROJECT_ID,
    ports: config.ports,
    rulesPath: writeRulesForAdmin(config.adminEmail, config.rulesPath),
    dataDir: config.dataDir,
    log: process.env.DEBUG_EMULATORS ? (line) => console.log(line) : undefined,
  });
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    clearInterval(timer);
    console.log('\nSaving data and stopping…');
    await closeServer?.().catch(() => {});
    await emulators
      .exportData()
      .catch((e: Error) => console.error(`Could not save data: ${e.message}`));
    await emulators.stop();
    console.log(`Data saved in ${config.dataDir}.`);
    process.exit(code);
  };
  let closeServer: (() => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  try {
    const seeded = await seed({
      projectId: PROJECT_ID,
      firestoreHost: emulators.firestoreHost,
      authHost: emulators.authHost,
      adminEmail: config.adminEmail,
      dataDir: config.dataDir,
    });
    await emulators.exportData();
    timer = setInterval(() => {
      emulators.exportData().catch((e: Error) => console.error(`Autosave failed: ${e.message}`));
    }, EXPORT_EVERY_MS);

    Object.assign(
      process.env,
      emulatorBuildEnv(emulators.firestoreHost, emulators.authHost, config.adminEmail),
    );
    closeServer = await serveApp(config.appPort);
    printReady(config.appPort, emulators, seeded.adminEmail, seeded.adminPassword, config.dataDir);
  } catch (error) {
    console.error((error as Error).message);
    await stop(1);
  }
}

async function serveApp(port: number): Promise<() => Promise<void>> {
  if (dev) {
    const server = await createServer({ root: ROOT, server: { port, strictPort: true } });
    await server.listen();
    return () => server.close();
  }
  console.log('Building the app…');
  // BUILD_OUT_DIR lets tests build elsewhere than the dist/ a developer uses.
  const outDir = process.env.BUILD_OUT_DIR || 'dist';
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: ROOT,
    build: { outDir },
    preview: { port, strictPort: true },
  });
  return () =>
    new Promise<void>((done) => {
      server.httpServer.close(() => done());
    });
}

function printReady(
  port: number,
  emulators: RunningEmulators,
  email: string,
  password: string | null,
  dataDir: string,
) {
  console.log(`
IPS Studio is running at http://127.0.0.1:${port}/

  First administrator: ${email}
  Password:            ${password ?? '(changed by the administrator since the first start)'}
${password ? '  This temporary password must be changed at first sign-in.\n' : ''}
  Firestore emulator:  ${emulators.firestoreHost}
  Auth emulator:       ${emulators.authHost}
  Data kept in:        ${dataDir}

Press Ctrl-C to stop; data is saved on exit and every few seconds.`);
}

main().catch((error: Error) => {
  if (
    error instanceof PortBusyError ||
    error instanceof ConfigError ||
    error instanceof AdminEmailError ||
    error instanceof FirestoreJarMissingError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
