import type { MigrationStorage } from './local-data.ts';

/** An in-memory Storage for tests and the bench; `failWrites` makes setItem throw like a full quota. */
export function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    failWrites: false,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (storage.failWrites) throw new Error('QuotaExceededError');
      items.set(key, String(value));
    },
    removeItem: (key: string) => void items.delete(key),
    keys: () => [...items.keys()],
  };
  return storage satisfies MigrationStorage;
}
