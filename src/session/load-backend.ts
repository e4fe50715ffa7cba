import type { Backend } from '../data/backend.ts';

let backend: Promise<Backend> | undefined;
let signInSteps: Promise<typeof import('./sign-in-steps.ts')> | undefined;

/** The Firebase SDK is a separate chunk: public pages paint before it arrives. */
export function loadBackend(): Promise<Backend> {
  backend ??= import('../data/backend.ts').then((m) => m.createBackend());
  void loadSignInSteps();
  return backend;
}

/** Requested with the backend, so a sign-in finds it loaded. */
export function loadSignInSteps(): Promise<typeof import('./sign-in-steps.ts')> {
  signInSteps ??= import('./sign-in-steps.ts');
  return signInSteps;
}
