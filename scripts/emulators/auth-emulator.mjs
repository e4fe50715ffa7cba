// Runs firebase-tools' Auth emulator and its hub (for exports) without the firebase CLI.
//
//   node auth-emulator.mjs <projectId> <authPort> <hubPort> [importDir]
//
// `firebase emulators:start --only auth` spent about 11 s of CPU before the Auth emulator
// answered (it loads the whole CLI and its checks); the emulator itself is a fraction of
// that. The classes are the CLI's own, so the Auth API, its import and the hub's export
// behave exactly as before. See docs/decisions/1220-auth-emulator-without-the-cli.md.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const [projectId, authPort, hubPort, importDir] = process.argv.slice(2);
if (!projectId || !authPort || !hubPort) {
  console.error('usage: node auth-emulator.mjs <projectId> <authPort> <hubPort> [importDir]');
  process.exit(2);
}

const require = createRequire(import.meta.url);
// The Auth API's request and response schemas (a 450 KB OpenAPI document) were all compiled
// before the first request: most of the start's CPU. exegesis compiles each one at its first
// use when asked; the validation itself is unchanged.
const exegesisExpress = require(
  require.resolve('exegesis-express', { paths: [require.resolve('firebase-tools/package.json')] }),
);
const compileAllFirst = exegesisExpress.middleware;
exegesisExpress.middleware = (openApiDoc, options, done) =>
  compileAllFirst(openApiDoc, { ...options, lazyCompileValidationSchemas: true }, done);
const { EmulatorHub } = require('firebase-tools/lib/emulator/hub.js');
const { AuthEmulator, SingleProjectMode } = require('firebase-tools/lib/emulator/auth/index.js');
const { EmulatorRegistry } = require('firebase-tools/lib/emulator/registry.js');

const HOST = '127.0.0.1';
const listen = (port) => [{ address: HOST, port: Number(port), family: 'IPv4' }];

/**
 * As `firebase emulators:start --import <dir>`: the hub's export metadata names the Auth
 * folder; without it nothing is imported (and the starter's loading check says so).
 */
async function importAccounts(auth, dir) {
  const metadataFile = join(dir, 'firebase-export-metadata.json');
  if (!existsSync(metadataFile)) {
    console.warn(`No ${metadataFile}: no accounts imported.`);
    return;
  }
  const metadata = JSON.parse(readFileSync(metadataFile, 'utf8'));
  if (!metadata.auth?.path) return;
  await auth.importData(resolve(dir, metadata.auth.path), projectId, { initiatedBy: 'start' });
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await EmulatorRegistry.stopAll().catch(() => {});
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop());

try {
  const auth = new AuthEmulator({
    host: HOST,
    port: Number(authPort),
    projectId,
    singleProjectMode: SingleProjectMode.WARNING,
  });
  await EmulatorRegistry.start(auth);
  if (importDir) await importAccounts(auth, importDir);
  // The hub comes last: the starter waits for it, so by then the accounts are imported.
  await EmulatorRegistry.start(
    new EmulatorHub({
      projectId,
      listen: listen(hubPort),
      listenForEmulator: { auth: listen(authPort) },
    }),
  );
  console.log(`Auth emulator on ${HOST}:${authPort}, its hub on ${HOST}:${hubPort}`);
} catch (error) {
  console.error(`Auth emulator: ${error instanceof Error ? error.message : String(error)}`);
  await EmulatorRegistry.stopAll().catch(() => {});
  process.exit(1);
}
