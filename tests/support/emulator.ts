import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SessionSignIn } from '../../src/domain/sessions.ts';
import { createRepositories, type Repositories } from '../../src/data/repositories.ts';
import { randomToken } from '../../src/lib/random-token.ts';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-ips-studio';

/** The first value a repository listener delivers; the listener is stopped once it has. */
export function firstValue<T>(
  listen: (next: (value: T) => void, fail: (error: unknown) => void) => () => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const stop = listen((value) => {
      stop();
      resolve(value);
    }, reject);
  });
}

export function requireEmulators() {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestoreHost || !authHost) {
    throw new Error('The emulator tests run through `npm test`, which starts the emulators.');
  }
  return { firestoreHost, authHost };
}

/** One rules test environment per test file, with the project's own rules loaded. */
export async function createTestEnvironment(): Promise<RulesTestEnvironment> {
  const { firestoreHost } = requireEmulators();
  const [host, port] = firestoreHost.split(':');
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      host: host!,
      port: Number(port),
      rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}

/** Repositories that bypass the rules: for testing what a repository does, not who may. */
export async function withAdminRepositories<T>(
  env: RulesTestEnvironment,
  work: (repos: Repositories, db: Firestore) => Promise<T>,
): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    result = await work(createRepositories(db), db);
  });
  return result as T;
}

/**
 * A new session user as the app makes one (decision 1140): an anonymous sign-in whose uid
 * the test, standing in for Firebase Auth, picks at random.
 */
export function anonymousSessionSignIn(env: RulesTestEnvironment): SessionSignIn<Firestore> {
  return (work) => {
    const uid = randomToken(28);
    const context = env.authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous' } });
    return work(context.firestore() as unknown as Firestore, uid);
  };
}

/** A user's repositories under the rules; without a uid, a visitor (who may redeem a code). */
export function repositoriesFor(env: RulesTestEnvironment, uid: string | null): Repositories {
  const context = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
  return createRepositories(
    context.firestore() as unknown as Firestore,
    uid ? undefined : anonymousSessionSignIn(env),
  );
}

/**
 * The file's rules test environment: made before its tests, emptied and seeded before each
 * one, removed after the last. The returned object stands for the environment from the first
 * hook on, so a test file keeps writing `env.authenticatedContext(...)` as before.
 */
export function emulatorTestEnvironment(
  seed?: (env: RulesTestEnvironment) => Promise<unknown>,
): RulesTestEnvironment {
  let current: RulesTestEnvironment | undefined;
  const ready = () => {
    if (!current) throw new Error('The test environment exists only inside tests and hooks.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestEnvironment();
  });
  afterAll(() => current?.cleanup());
  beforeEach(async () => {
    await ready().clearFirestore();
    await seed?.(ready());
  });
  return new Proxy({} as RulesTestEnvironment, {
    get(_, key) {
      const env = ready();
      const value: unknown = Reflect.get(env, key);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(env)
        : value;
    },
  });
}

/** An emulatorTestEnvironment whose seed writes through repositories that bypass the rules. */
export function environmentSeededBy(
  seed: (repos: Repositories, db: Firestore) => Promise<unknown>,
): RulesTestEnvironment {
  return emulatorTestEnvironment((env) => withAdminRepositories(env, seed));
}
