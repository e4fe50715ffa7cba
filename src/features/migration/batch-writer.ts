import { isInvalidArgument, isPermissionDenied } from '../../data/error-codes.ts';
import type { ProjectCollection } from '../../domain/projects.ts';
import type { MigrationStorage } from './local-data.ts';
import { saveProgress, type MigrationProgress, type PendingWrite } from './migration-progress.ts';
import type { MigrationRepositories } from './migration-repositories.ts';

/** Batches committed at once: the emulator and Firestore work on them side by side. */
export const BATCHES_IN_FLIGHT = 4;
/**
 * Documents a migration batch holds (Firestore allows 500). Measured on the emulator with the
 * rules, 5,000 drafts: 25.2 s in batches of 500, 18.8 s in batches of 100; the mixed 5,000
 * items 63.6 s and 45.4 s (load average 8 to 13): the emulator's cost per document grows with
 * its batch (decision 1561).
 */
export const MIGRATION_BATCH_SIZE = 100;

/** One new document, with the local item it comes from and the text its failure is reported as. */
export type PlannedWrite = {
  fingerprint: string;
  collection: ProjectCollection;
  data: Record<string, unknown>;
  failure: string;
};

/**
 * Whether Firestore refused something in the batch (one document's data or rules), so
 * splitting it finds the culprit; a lost connection or timeout fails the batch as a whole.
 */
function blamesAnItem(error: unknown) {
  return isPermissionDenied(error) || isInvalidArgument(error);
}

type WriterDeps = {
  repositories: MigrationRepositories;
  storage: MigrationStorage;
  ownerId: string;
  progress: MigrationProgress;
  onFailure(write: PlannedWrite, error: unknown): void;
};

/**
 * Writes in batches, noting each batch's new ids before committing (so an interrupted commit
 * can be confirmed later) and its items as written after. A batch Firestore refuses is split
 * in halves until the refused items are found, and the rest still goes in; any other failure
 * fails that batch's items and the run moves on to the next batch.
 */
export function createBatchWriter({
  repositories,
  storage,
  ownerId,
  progress,
  onFailure,
}: WriterDeps) {
  const refusedCollections = new Set<ProjectCollection>();
  const save = () => saveProgress(storage, ownerId, progress);
  const settle = (pending: PendingWrite[], written: boolean) => {
    const done = new Set(pending.map((p) => p.fingerprint));
    progress.pending = progress.pending.filter((p) => !done.has(p.fingerprint));
    if (written) for (const p of pending) progress.written.add(p.fingerprint);
    save();
  };

  async function writeChunk(
    chunk: PlannedWrite[],
    onFailure: (write: PlannedWrite, error: unknown) => void,
  ): Promise<number> {
    const batch = repositories.migrations.newBatch();
    const added: PendingWrite[] = [];
    const writes: PlannedWrite[] = [];
    for (const write of chunk) {
      if (refusedCollections.has(write.collection)) {
        onFailure(write, new Error(`${write.collection}: permission denied`));
        continue;
      }
      try {
        const id = batch.add(write.collection, write.data);
        added.push({ fingerprint: write.fingerprint, collection: write.collection, id });
        writes.push(write);
      } catch (error) {
        onFailure(write, error); // data the SDK refuses before sending, e.g. nested lists
      }
    }
    if (added.length === 0) return 0;
    progress.pending.push(...added);
    save();
    try {
      await batch.commit();
    } catch (error) {
      // A refusal means nothing went in. Anything else is ambiguous: a batch is all or
      // nothing, so its first document tells whether it went in after all.
      const refused = blamesAnItem(error);
      let committed = false;
      if (!refused) {
        try {
          const first = added[0]!;
          committed = await repositories[first.collection].existsOwnedWithId(ownerId, first.id);
        } catch {
          for (const write of writes) onFailure(write, error); // stays pending for the next run
          return 0;
        }
      }
      if (!committed) {
        settle(added, false);
        if (writes.length === 1 || !refused) {
          if (writes.length === 1 && isPermissionDenied(error)) {
            refusedCollections.add(writes[0]!.collection);
          }
          for (const write of writes) onFailure(write, error);
          return 0;
        }
        const half = Math.ceil(writes.length / 2);
        return (
          (await writeChunk(writes.slice(0, half), onFailure)) +
          (await writeChunk(writes.slice(half), onFailure))
        );
      }
    }
    settle(added, true);
    return added.length;
  }

  return {
    /**
     * Up to `inFlight` batches are committed at a time (the SDK pipelines them on one
     * stream); failures are still reported in item order, batch after batch.
     */
    async writeAll(
      writes: PlannedWrite[],
      batchLimit: number,
      onWritten: (count: number) => void,
      inFlight = BATCHES_IN_FLIGHT,
    ) {
      const chunks: PlannedWrite[][] = [];
      for (let start = 0; start < writes.length; start += batchLimit) {
        chunks.push(writes.slice(start, start + batchLimit));
      }
      const failures = chunks.map(() => [] as [PlannedWrite, unknown][]);
      let next = 0;
      let broken = false;
      const lane = async () => {
        while (next < chunks.length && !broken) {
          const index = next++;
          const failed = failures[index]!;
          try {
            onWritten(await writeChunk(chunks[index]!, (w, e) => failed.push([w, e])));
          } catch (error) {
            broken = true; // e.g. progress that cannot be saved: no new batch starts
            throw error;
          }
        }
      };
      const lanes = await Promise.allSettled(
        Array.from({ length: Math.min(inFlight, chunks.length) }, lane),
      );
      for (const failed of failures) for (const [write, error] of failed) onFailure(write, error);
      const fatal = lanes.find((l) => l.status === 'rejected');
      if (fatal) throw fatal.reason;
    },
  };
}
