import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInAnonymously, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore';
import { resolveFirebaseTarget, type FirebaseTarget } from './config.ts';

export type FirebaseServices = { app: FirebaseApp; auth: Auth; db: Firestore };

function splitHost(host: string): [string, number] {
  const at = host.lastIndexOf(':');
  return [host.slice(0, at), Number(host.slice(at + 1))];
}

/**
 * Memory cache only: a shared computer must never keep one user's documents
 * on disk for the next one.
 */
export function createFirebaseServices(target: FirebaseTarget, name?: string): FirebaseServices {
  const app = initializeApp(target.options, name);
  const db = initializeFirestore(app, { localCache: memoryLocalCache() });
  const auth = getAuth(app);
  if (target.kind === 'emulators') {
    const [host, port] = splitHost(target.firestoreHost);
    connectFirestoreEmulator(db, host, port);
    connectAuthEmulator(auth, `http://${target.authHost}`, { disableWarnings: true });
  }
  return { app, auth, db };
}

let services: FirebaseServices | undefined;

/** Set to '1' in local storage to see every Firestore message in the console (and the read bench). */
export const FIRESTORE_DEBUG_KEY = 'ipsStudio.firestoreDebug';

export function getFirebaseServices(): FirebaseServices {
  if (!services && globalThis.localStorage?.getItem(FIRESTORE_DEBUG_KEY) === '1') {
    setLogLevel('debug');
  }
  services ??= createFirebaseServices(resolveFirebaseTarget(import.meta.env));
  return services;
}

/**
 * A second app instance signs new users up without replacing the
 * administrator's own session, then goes away.
 */
export async function withSecondaryAuth<T>(work: (auth: Auth) => Promise<T>): Promise<T> {
  const secondary = createFirebaseServices(
    resolveFirebaseTarget(import.meta.env),
    `secondary-${crypto.randomUUID()}`,
  );
  try {
    return await work(secondary.auth);
  } finally {
    await deleteApp(secondary.app);
  }
}

/**
 * A new session user's identity (decision 1140): a second app instance signs in
 * anonymously, so Firebase Auth, not the visitor, picks the uid the session id is
 * made of; the app's own sign-in is untouched. The instance goes when the work ends.
 */
export async function withAnonymousSession<T>(
  work: (db: Firestore, uid: string) => Promise<T>,
): Promise<T> {
  const secondary = createFirebaseServices(
    resolveFirebaseTarget(import.meta.env),
    `session-${crypto.randomUUID()}`,
  );
  try {
    const { user } = await signInAnonymously(secondary.auth);
    return await work(secondary.db, user.uid);
  } finally {
    await deleteApp(secondary.app);
  }
}
