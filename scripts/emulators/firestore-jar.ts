import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

const DEBIAN_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export class FirestoreJarMissingError extends Error {
  constructor() {
    super(
      'No Firestore emulator found: set FIRESTORE_EMULATOR_JAR, install the Debian package google-cloud-cli-firestore-emulator, or run `npx firebase setup:emulators:firestore` once where the internet is reachable.',
    );
  }
}

function fromDebianPackage(): string | undefined {
  if (existsSync(DEBIAN_JAR)) return DEBIAN_JAR;
  try {
    const files = execFileSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return files.split('\n').find((f) => f.endsWith('.jar'));
  } catch {
    return undefined;
  }
}

function fromFirebaseToolsCache(): string | undefined {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  if (!existsSync(dir)) return undefined;
  const jars = readdirSync(dir)
    .filter((f) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(f))
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  const newest = jars.at(-1);
  return newest ? join(dir, newest) : undefined;
}

/** FIRESTORE_EMULATOR_JAR, then the Debian package, then firebase-tools' download cache. */
export function findFirestoreJar(env = process.env): string {
  const fromEnv = env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new FirestoreJarMissingError();
    return fromEnv;
  }
  const jar = fromDebianPackage() ?? fromFirebaseToolsCache();
  if (!jar) throw new FirestoreJarMissingError();
  return jar;
}
