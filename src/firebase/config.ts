import type { FirebaseOptions } from 'firebase/app';

export const DEMO_PROJECT_ID = 'demo-ips-studio';

export type FirebaseTarget =
  | { kind: 'hosted'; options: FirebaseOptions }
  | { kind: 'emulators'; options: FirebaseOptions; firestoreHost: string; authHost: string };

type Env = Record<string, string | boolean | undefined>;

/** A hosted project when VITE_FIREBASE_API_KEY is set; otherwise the local emulators. */
export function resolveFirebaseTarget(env: Env): FirebaseTarget {
  const read = (key: string) => {
    const value = env[key];
    return typeof value === 'string' && value.trim() ? value.trim() : undefined;
  };
  const apiKey = read('VITE_FIREBASE_API_KEY');
  if (apiKey) {
    return {
      kind: 'hosted',
      options: {
        apiKey,
        authDomain: read('VITE_FIREBASE_AUTH_DOMAIN'),
        projectId: read('VITE_FIREBASE_PROJECT_ID'),
        appId: read('VITE_FIREBASE_APP_ID'),
        messagingSenderId: read('VITE_FIREBASE_MESSAGING_SENDER_ID'),
        storageBucket: read('VITE_FIREBASE_STORAGE_BUCKET'),
      },
    };
  }
  const projectId = read('VITE_FIREBASE_PROJECT_ID') ?? DEMO_PROJECT_ID;
  return {
    kind: 'emulators',
    // The emulators accept any API key; a demo- project id never reaches Google.
    options: { apiKey: 'demo-api-key', projectId, authDomain: `${projectId}.firebaseapp.com` },
    firestoreHost: read('VITE_FIRESTORE_EMULATOR_HOST') ?? '127.0.0.1:8080',
    authHost: read('VITE_AUTH_EMULATOR_HOST') ?? '127.0.0.1:9099',
  };
}
