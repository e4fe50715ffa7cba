import {
  getFirebaseServices,
  withAnonymousSession,
  withSecondaryAuth,
} from '../firebase/services.ts';
import { createAuthPort } from './auth.ts';
import { createRepositories } from './repositories.ts';

/** The app's one backend: loaded lazily so the first paint doesn't wait for the Firebase SDK. */
export function createBackend() {
  const { auth, db } = getFirebaseServices();
  return {
    auth: createAuthPort(auth, withSecondaryAuth),
    ...createRepositories(db, withAnonymousSession),
  };
}

export type Backend = ReturnType<typeof createBackend>;
