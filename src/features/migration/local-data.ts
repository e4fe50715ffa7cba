/** The browser-only version's local storage keys, in the order they are migrated. */
export const LOCAL_KEYS = [
  'pbsProjects',
  'ipsProjects',
  'ipsProjectDrafts',
  'savedPLMData',
] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

/** What the migrator needs of `window.localStorage`; tests pass an in-memory one. */
export type MigrationStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type LocalRecord = Record<string, unknown>;

export function isPlainObject(value: unknown): value is LocalRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Nothing, an empty list, an empty object and the text null hold no data; anything
 * else does, corrupted text included (the migration then reports it and keeps it).
 */
export function holdsData(raw: string | null): boolean {
  if (raw === null) return false;
  const text = raw.trim();
  if (text === '') return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return true;
  }
  if (value === null) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isPlainObject(value)) return Object.keys(value).length > 0;
  return true;
}

export function isMigrationPending(storage: Pick<Storage, 'getItem'>): boolean {
  return LOCAL_KEYS.some((key) => holdsData(storage.getItem(key)));
}

/** The keys that hold any text at all: recorded in the migration and moved to the backup. */
export function presentKeys(storage: Pick<Storage, 'getItem'>): LocalKey[] {
  return LOCAL_KEYS.filter((key) => {
    const raw = storage.getItem(key);
    return raw !== null && raw !== '';
  });
}

/**
 * A stored list of projects or drafts: a JSON list of records, or a record of records keyed
 * by id (the id then fills in a missing `id`). Null means it cannot be read as either.
 */
export function parseRecordList(raw: string | null): LocalRecord[] | null {
  if (!holdsData(raw)) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw!);
  } catch {
    return null;
  }
  if (Array.isArray(value)) return value.every(isPlainObject) ? value : null;
  if (isPlainObject(value) && Object.values(value).every(isPlainObject)) {
    return Object.entries(value).map(([id, item]) => ({ id, ...(item as LocalRecord) }));
  }
  return null;
}

export type ParsedValue = { ok: true; value: unknown } | { ok: false };

/** The saved PLM data, whatever its shape; `undefined` when there is none. */
export function parsePlmData(raw: string | null): ParsedValue | undefined {
  if (!holdsData(raw)) return undefined;
  try {
    return { ok: true, value: JSON.parse(raw!) };
  } catch {
    return { ok: false };
  }
}

/** The name an item is stored and reported under. */
export function itemName(item: LocalRecord): string {
  return typeof item.name === 'string' ? item.name : 'Untitled';
}
