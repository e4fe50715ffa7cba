import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

/** One rules test environment on the emulator scripts/test.ts started (FIRESTORE_EMULATOR_HOST). */
export function createRulesEnvironment(): Promise<RulesTestEnvironment> {
  const hostAndPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostAndPort) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests through `npm test`.');
  }
  const [host = '127.0.0.1', port = '8080'] = hostAndPort.split(':');
  // Refusals are what these tests expect: the SDK's warning for each one would bury real failures.
  setLogLevel('error');
  return initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-ips-studio',
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
    },
  });
}
