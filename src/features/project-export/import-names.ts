import type { BundledProject } from './bundle.ts';
import { candidateName, RENAMED, type RenamedCollection } from './import-plan.ts';

/** Which of `names` the owner's projects in `collection` use (exact, owner-only). */
export type AskNames = (collection: RenamedCollection, names: string[]) => Promise<Set<string>>;

/** Candidates asked together once one is unknown: copies of a name usually come in runs. */
const AHEAD = 4;
/**
 * A bundle with this many names or fewer in a collection has its names' first candidates
 * asked in the same round as the names: re-importing an export (the common case) meets its
 * own names taken, and one round trip of a few counts side by side beats two in a row.
 */
const ASK_AHEAD_AT_ONCE = 5;

/**
 * The owner's existing names that planning this import meets, found by asking about names
 * instead of reading every project the owner has (each can be a 1 MiB breakdown): all the
 * bundle's names at once (with their first candidates, for a small bundle), then the further
 * candidates of a taken one, a few at a time. It
 * walks the candidates as planImport does, so planImport never meets a name not asked about.
 */
export async function existingNames(
  projects: readonly BundledProject[],
  ask: AskNames,
): Promise<Record<RenamedCollection, string[]>> {
  const lists = await Promise.all(
    RENAMED.map(async (collection) => {
      const named = projects.filter((p) => p.collection === collection).map((p) => p.name);
      const known = new Map<string, boolean>();
      const learn = async (names: string[]) => {
        const fresh = [...new Set(names)].filter((n) => !known.has(n));
        if (fresh.length === 0) return;
        const taken = await ask(collection, fresh);
        for (const n of fresh) known.set(n, taken.has(n));
      };
      const unique = [...new Set(named)];
      await learn(
        unique.length > ASK_AHEAD_AT_ONCE
          ? unique
          : unique.flatMap((n) => Array.from({ length: AHEAD + 1 }, (_, k) => candidateName(n, k))),
      );
      const assigned = new Set<string>();
      for (const name of named) {
        for (let index = 0; ; index++) {
          const candidate = candidateName(name, index);
          if (assigned.has(candidate)) continue;
          if (!known.has(candidate)) {
            await learn(Array.from({ length: AHEAD }, (_, k) => candidateName(name, index + k)));
          }
          if (known.get(candidate)) continue;
          assigned.add(candidate);
          break;
        }
      }
      return [...known].filter(([, taken]) => taken).map(([n]) => n);
    }),
  );
  return { pbsProjects: lists[0]!, ipsProjects: lists[1]! };
}
