import type { ProjectCollection } from '../../domain/projects.ts';
import type { PlannedWrite } from './batch-writer.ts';
import { itemName, type LocalKey, type LocalRecord } from './local-data.ts';
import { MIGRATION_TEXT } from './migration-messages.ts';
import type { MigrationRepositories } from './migration-repositories.ts';
import { buildProjectRecord } from './migration-records.ts';

export type ListSource = {
  key: LocalKey;
  collection: ProjectCollection;
  parseFailure: string;
  failure(name: string): string;
  /** Set for PBS and IPS projects only: the spec checks no others for duplicates. */
  duplicate?: { text(name: string): string; repository: 'pbsProjects' | 'ipsProjects' };
};

export const LIST_SOURCES: readonly ListSource[] = [
  {
    key: 'pbsProjects',
    collection: 'pbsProjects',
    parseFailure: MIGRATION_TEXT.parsePbsFailed,
    failure: MIGRATION_TEXT.pbsFailed,
    duplicate: { text: MIGRATION_TEXT.pbsDuplicate, repository: 'pbsProjects' },
  },
  {
    key: 'ipsProjects',
    collection: 'ipsProjects',
    parseFailure: MIGRATION_TEXT.parseIpsFailed,
    failure: MIGRATION_TEXT.ipsFailed,
    duplicate: { text: MIGRATION_TEXT.ipsDuplicate, repository: 'ipsProjects' },
  },
  {
    key: 'ipsProjectDrafts',
    collection: 'ipsProjectDrafts',
    parseFailure: MIGRATION_TEXT.parseDraftsFailed,
    failure: MIGRATION_TEXT.draftFailed,
  },
];

type PlanContext = {
  repositories: MigrationRepositories;
  ownerId: string;
  written: ReadonlySet<string>;
  serverTime: unknown;
  /** Skips and failures, reported in item order. */
  report(text: string, failed: boolean, detail?: unknown): void;
};

/** The names the owner's projects use, or why they could not be read (loaded once a run). */
async function ownedNames(
  repository: MigrationRepositories['pbsProjects'],
  ownerId: string,
): Promise<Set<string> | Error> {
  try {
    return await repository.ownedNames(ownerId);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * The writes for one stored list: items already written by an earlier run are left out
 * silently; a PBS or IPS project is skipped when the owner has that name already, in
 * Firestore or earlier in the same list.
 */
export async function planListWrites(
  source: ListSource,
  items: LocalRecord[],
  fingerprints: string[],
  context: PlanContext,
): Promise<PlannedWrite[]> {
  const { repositories, ownerId, written, serverTime, report } = context;
  const open = items
    .map((item, index) => ({ item, fingerprint: fingerprints[index]!, name: itemName(item) }))
    .filter((entry) => !written.has(entry.fingerprint));
  const names = new Set<string>();
  const repeated = open.map((entry) => {
    if (!source.duplicate) return false;
    if (names.has(entry.name)) return true;
    names.add(entry.name);
    return false;
  });
  const dedupe = source.duplicate;
  // Asked only when there is something to check, so a re-run that has written all costs nothing.
  const taken =
    dedupe && open.length > 0
      ? await ownedNames(repositories[dedupe.repository], ownerId)
      : new Set<string>();
  const existing = open.map((entry, index) =>
    !dedupe || repeated[index] ? false : taken instanceof Error ? taken : taken.has(entry.name),
  );
  const writes: PlannedWrite[] = [];
  open.forEach((entry, index) => {
    const found = existing[index];
    if (found instanceof Error) return report(source.failure(entry.name), true, found);
    if (dedupe && (repeated[index] || found)) return report(dedupe.text(entry.name), false);
    writes.push({
      fingerprint: entry.fingerprint,
      collection: source.collection,
      data: buildProjectRecord(source.collection, entry.item, ownerId, serverTime),
      failure: source.failure(entry.name),
    });
  });
  return writes;
}
