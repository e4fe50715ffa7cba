import { NAMES_PER_QUERY, type ProjectCollection } from '../../domain/projects.ts';
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

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

type PlanContext = {
  repositories: MigrationRepositories;
  ownerId: string;
  written: ReadonlySet<string>;
  serverTime: unknown;
  /** Skips and failures, reported in item order. */
  report(text: string, failed: boolean, detail?: unknown): void;
};

/**
 * Which names the owner's projects already use, asked NAMES_PER_QUERY names at a time (the
 * spec's name-equality query, batched: 5,000 items cost 170 queries, not 5,000). A query that
 * fails fails only the items whose names it asked about.
 */
async function namesTaken(
  repository: MigrationRepositories['pbsProjects'],
  ownerId: string,
  names: string[],
): Promise<Map<string, boolean | Error>> {
  const chunks: string[][] = [];
  for (let i = 0; i < names.length; i += NAMES_PER_QUERY) {
    chunks.push(names.slice(i, i + NAMES_PER_QUERY));
  }
  const answers = await mapLimited(chunks, 4, async (chunk) => {
    try {
      return await repository.namesTaken(ownerId, chunk);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
  const result = new Map<string, boolean | Error>();
  chunks.forEach((chunk, i) => {
    const answer = answers[i]!;
    for (const name of chunk) result.set(name, answer instanceof Error ? answer : answer.has(name));
  });
  return result;
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
  const taken = dedupe
    ? await namesTaken(repositories[dedupe.repository], ownerId, [...names])
    : new Map<string, boolean | Error>();
  const existing = open.map((entry, index) =>
    !dedupe || repeated[index] ? false : (taken.get(entry.name) ?? false),
  );
  const writes: PlannedWrite[] = [];
  open.forEach((entry, index) => {
    const found = existing[index];
    if (found instanceof Error) return report(source.failure(entry.name), true, found);
    if (dedupe && (repeated[index] || found)) return report(dedupe.text(entry.name), false);
    writes.push({
      fingerprint: entry.fingerprint,
      collection: source.collection,
      data: buildProjectRecord(entry.item, ownerId, serverTime),
      failure: source.failure(entry.name),
    });
  });
  return writes;
}
