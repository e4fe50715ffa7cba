import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests sit next to their code; emulator tests live in tests/ and need
// the emulators that scripts/test.ts starts (FIRESTORE_EMULATOR_HOST etc.).
export default defineConfig({
  plugins: [react()],
  test: {
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
