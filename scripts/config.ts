import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { EmulatorPorts } from './emulators/start-emulators.ts';

export const ROOT = resolve(import.meta.dirname, '..');
export const PROJECT_ID = 'demo-ips-studio';
export const DEFAULT_ADMIN_EMAIL = 'admin@ips-studio.local';

type FirebaseJson = {
  emulators: Record<'auth' | 'firestore' | 'hub' | 'logging', { port: number }>;
};

export class ConfigError extends Error {}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`${name} must be a port number from 1 to 65535, not "${raw}".`);
  }
  return port;
}

/** Ports come from firebase.json; each can be overridden by an environment variable. */
export function readStartConfig(env = process.env) {
  const firebase = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const ports: EmulatorPorts = {
    firestore: readPort(env, 'FIRESTORE_PORT', firebase.emulators.firestore.port),
    auth: readPort(env, 'AUTH_PORT', firebase.emulators.auth.port),
    hub: readPort(env, 'EMULATOR_HUB_PORT', firebase.emulators.hub.port),
    logging: readPort(env, 'EMULATOR_LOGGING_PORT', firebase.emulators.logging.port),
  };
  return {
    appPort: readPort(env, 'PORT', 4173),
    ports,
    dataDir: resolve(ROOT, env.DATA_DIR || '.data'),
    adminEmail: (env.ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase(),
    /** firestore.rules with ADMIN_EMAIL written in (scripts/rules-admin-email.ts). */
    rulesPath: join(tmpdir(), `ips-studio-rules-${process.pid}`, 'firestore.rules'),
  };
}

/** What the browser bundle needs to find the emulators. */
export function emulatorBuildEnv(firestoreHost: string, authHost: string, adminEmail: string) {
  return {
    VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
    VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
    VITE_AUTH_EMULATOR_HOST: authHost,
    VITE_ADMIN_EMAIL: adminEmail,
  };
}
