/**
 * Which snapshots to keep: the newest few, against a damaged file or a bad save, and the
 * newest of each of the last hours, against a mistake noticed later. Everything else is
 * retired once a newer snapshot has been written and checked.
 */
export const KEEP_NEWEST = 5;
export const KEEP_HOURLY = 24;

const HOUR = 3_600_000;

/** Snapshot folders are named by the time their export began: 2026-01-31T09-15-02.123Z. */
export function snapshotName(at: Date): string {
  return at.toISOString().replace(/:/g, '-');
}

export function snapshotTime(name: string): number {
  const iso = name.replace(/^(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d(?:\.\d+)?Z)$/, '$1:$2:$3');
  return Date.parse(iso);
}

/** Names are those of complete snapshots; returns the ones to keep. */
export function snapshotsToKeep(names: readonly string[], now: Date): Set<string> {
  const newestFirst = [...names].sort().reverse();
  const keep = new Set(newestFirst.slice(0, KEEP_NEWEST));
  const hoursSeen = new Set<number>();
  for (const name of newestFirst) {
    const age = now.getTime() - snapshotTime(name);
    if (!(age >= 0 && age < KEEP_HOURLY * HOUR)) continue;
    const hour = Math.floor(snapshotTime(name) / HOUR);
    if (hoursSeen.has(hour)) continue;
    hoursSeen.add(hour);
    keep.add(name);
  }
  return keep;
}
