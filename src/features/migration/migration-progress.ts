import type { ProjectCollection } from '../../domain/projects.ts';
import type { MigrationStorage } from './local-data.ts';

/** A document added to a batch whose commit has not been confirmed yet. */
export type PendingWrite = { fingerprint: string; collection: ProjectCollection; id: string };

/**
 * Which local items are already in Firestore, kept in local storage per owner until the
 * local data is backed up; a re-run skips them, so no item is written twice (decision 402).
 */
export type MigrationProgress = { written: Set<string>; pending: PendingWrite[] };

export function progressKey(ownerId: string) {
  return `ipsStudio.migrationProgress.${ownerId}`;
}

export function loadProgress(storage: MigrationStorage, ownerId: string): MigrationProgress {
  const raw = storage.getItem(progressKey(ownerId));
  if (!raw) return { written: new Set(), pending: [] };
  const stored = JSON.parse(raw) as { written?: string[]; pending?: PendingWrite[] };
  return { written: new Set(stored.written ?? []), pending: stored.pending ?? [] };
}

/** Throws when storage refuses: the caller must not commit a write it could not note. */
export function saveProgress(
  storage: MigrationStorage,
  ownerId: string,
  progress: MigrationProgress,
) {
  storage.setItem(
    progressKey(ownerId),
    JSON.stringify({ written: [...progress.written], pending: progress.pending }),
  );
}

export function clearProgress(storage: MigrationStorage, ownerId: string) {
  storage.removeItem(progressKey(ownerId));
}

/** cyrb53: a fast 53-bit string hash; collisions among thousands of items are negligible. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * One identity per local item, from its content (not its position), so it survives a re-read;
 * identical items are told apart by their occurrence.
 */
export function fingerprintItems(prefix: string, items: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = `${prefix}:${hash53(JSON.stringify(item))}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    return `${base}#${occurrence}`;
  });
}
