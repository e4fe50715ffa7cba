import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests sit next to their code; emulator tests live in tests/ and need
// the emulators that scripts/test.ts starts (FIRESTORE_EMULATOR_HOST etc.).
// The Firestore SDK warns about every write the rules refuse. The rules tests provoke such
// refusals on purpose and assert them, so these warnings would bury real failures in the log.
const EXPECTED_REFUSAL =
  /@firebase\/firestore: Firestore \([\d.]+\): GrpcConnection RPC '\w+' stream \S+ error\. Code: (3|7) /;

export default defineConfig({
  plugins: [react()],
  // S1000D data shipped with the app (the default BREX): assets, loaded on demand.
  assetsInclude: ['**/*.XML'],
  test: {
    onConsoleLog: (log) => !EXPECTED_REFUSAL.test(log),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./tests/setup-unit.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'emulator',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
