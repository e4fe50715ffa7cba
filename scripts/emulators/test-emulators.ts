import { join } from 'node:path';
import { PROJECT_ID, ROOT } from '../config.ts';
import { getFreePort } from './ports.ts';
import { startEmulators } from './start-emulators.ts';

/**
 * Throwaway emulators (no data kept) on free ports with the project's firestore.rules: what
 * the emulator and e2e tests and the benches run against, side by side with anyone's npm start.
 */
export async function startTestEmulators() {
  return startEmulators({
    projectId: PROJECT_ID,
    ports: {
      firestore: await getFreePort(),
      auth: await getFreePort(),
      hub: await getFreePort(),
      logging: await getFreePort(),
    },
    rulesPath: join(ROOT, 'firestore.rules'),
  });
}
