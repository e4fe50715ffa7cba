import type { Backend } from '../data/backend.ts';

let backend: Promise<Backend> | undefined;

/** The Firebase SDK is a separate chunk: public pages paint before it arrives. */
export function loadBackend(): Promise<Backend> {
  backend ??= import('../data/backend.ts').then((m) => m.createBackend());
  return backend;
}
