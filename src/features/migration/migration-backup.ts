import { LOCAL_KEYS, type MigrationStorage } from './local-data.ts';

export const BACKUP_KEY_PREFIX = 'ipsStudio.migrationBackup.';

export function backupKey(now: Date) {
  return `${BACKUP_KEY_PREFIX}${now.toISOString()}`;
}

/**
 * Moves the four keys' raw text into one dated backup key, so the banner does not return and
 * the old data can still be recovered. The originals go only once the backup reads back intact.
 */
export function backUpAndClearLocalData(storage: MigrationStorage, now: Date): string | null {
  const saved: Record<string, string> = {};
  for (const key of LOCAL_KEYS) {
    const raw = storage.getItem(key);
    if (raw !== null) saved[key] = raw;
  }
  if (Object.keys(saved).length === 0) return null;
  const key = backupKey(now);
  const text = JSON.stringify(saved);
  storage.setItem(key, text);
  if (storage.getItem(key) !== text) throw new Error('The local backup could not be verified');
  for (const name of Object.keys(saved)) storage.removeItem(name);
  return key;
}

/** The raw texts a backup holds, for recovering them by hand. */
export function readBackup(storage: Pick<Storage, 'getItem'>, key: string): Record<string, string> {
  const raw = storage.getItem(key);
  return raw ? (JSON.parse(raw) as Record<string, string>) : {};
}
