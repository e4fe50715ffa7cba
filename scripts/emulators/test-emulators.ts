import { join } from 'node:path';
import { PROJECT_ID, ROOT } from '../config.ts';
import { getFreePort } from './ports.ts';
import { startEmulators, type RunningEmulators } from './start-emulators.ts';

type Ports = { firestore: number; auth: number; hub: number; logging: number };

async function freePorts(): Promise<Ports> {
  return {
    firestore: await getFreePort(),
    auth: await getFreePort(),
    hub: await getFreePort(),
    logging: await getFreePort(),
  };
}

/** Starts that lost a port to another process say so in the emulator's own words. */
export function lostAPort(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Address already in use|EADDRINUSE|is not open on|port .* (?:taken|in use)/i.test(error.message)
  );
}

const ATTEMPTS = 3;

/**
 * Throwaway emulators (no data kept) on free ports with the project's firestore.rules: what
 * the emulator and e2e tests and the benches run against, side by side with anyone's npm start.
 * A port is free when asked, not when bound: a browser, a JVM or a test's own server may take
 * it in between, so a start that lost a port is tried again on new ones.
 */
export async function startTestEmulators(
  pickPorts: () => Promise<Ports> = freePorts,
): Promise<RunningEmulators> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startEmulators({
        projectId: PROJECT_ID,
        ports: await pickPorts(),
        rulesPath: join(ROOT, 'firestore.rules'),
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !lostAPort(error)) throw error;
    }
  }
}
