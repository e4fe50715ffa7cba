import { BATCH_LIMIT } from '../../data/batch-limit.ts';
import { createBatchWriter, MIGRATION_BATCH_SIZE, type PlannedWrite } from './batch-writer.ts';
import { parsePlmData, parseRecordList, presentKeys, type MigrationStorage } from './local-data.ts';
import { backUpAndClearLocalData } from './migration-backup.ts';
import { MIGRATION_TEXT } from './migration-messages.ts';
import {
  clearProgress,
  fingerprintItems,
  loadProgress,
  saveProgress,
  type MigrationProgress,
} from './migration-progress.ts';
import { buildPlmRecord } from './migration-records.ts';
import type { MigrationRepositories } from './migration-repositories.ts';
import { buildFatalResult, buildResult, type MigrationResult } from './migration-result.ts';
import { LIST_SOURCES, planListWrites } from './plan-writes.ts';

export type MigrationOptions = {
  storage: MigrationStorage;
  repositories: MigrationRepositories;
  ownerId: string;
  now?: () => Date;
  batchLimit?: number;
  /** Where failure details go ("Check console for details"). */
  log?: (text: string, detail?: unknown) => void;
};

/** A write started by an interrupted run: in Firestore now, or never written. */
async function confirmPendingWrites(
  progress: MigrationProgress,
  repositories: MigrationRepositories,
  ownerId: string,
) {
  for (const pending of progress.pending) {
    const repository = repositories[pending.collection];
    if (await repository.existsOwnedWithId(ownerId, pending.id)) {
      progress.written.add(pending.fingerprint);
    }
  }
  progress.pending = [];
}

/**
 * Moves the browser-only version's local data into the owner's Firestore collections.
 * Local data is removed (into a dated backup key) only after a run without failures has
 * written its migration record; until then a re-run picks up where the last one stopped.
 */
export async function runMigration(options: MigrationOptions): Promise<MigrationResult> {
  const { storage, repositories, ownerId } = options;
  const log = options.log ?? ((text, detail) => console.error(text, detail));
  const errors: string[] = [];
  let failed = false;
  let migrated = 0;
  const report = (text: string, isFailure: boolean, detail?: unknown) => {
    errors.push(text);
    if (isFailure) failed = true;
    log(text, detail);
  };
  try {
    const keys = presentKeys(storage);
    const progress = loadProgress(storage, ownerId);
    await confirmPendingWrites(progress, repositories, ownerId);
    saveProgress(storage, ownerId, progress);
    const serverTime = repositories.migrations.serverTime();
    const context = { repositories, ownerId, written: progress.written, serverTime, report };

    const writes: PlannedWrite[] = [];
    for (const source of LIST_SOURCES) {
      const items = parseRecordList(storage.getItem(source.key));
      if (items === null) {
        report(source.parseFailure, true);
        continue;
      }
      const fingerprints = fingerprintItems(source.key, items);
      writes.push(...(await planListWrites(source, items, fingerprints, context)));
    }
    const plmRaw = storage.getItem('savedPLMData');
    const plm = parsePlmData(plmRaw);
    if (plm && !plm.ok) report(MIGRATION_TEXT.plmFailed, true);
    if (plm?.ok) {
      const [fingerprint] = fingerprintItems('savedPLMData', [plmRaw]);
      if (!progress.written.has(fingerprint!)) {
        writes.push({
          fingerprint: fingerprint!,
          collection: 'plmData',
          data: buildPlmRecord(plm.value, ownerId, serverTime),
          failure: MIGRATION_TEXT.plmFailed,
        });
      }
    }

    const writer = createBatchWriter({
      repositories,
      storage,
      ownerId,
      progress,
      onFailure: (write, error) => report(write.failure, true, error),
    });
    const batchLimit = Math.min(options.batchLimit ?? MIGRATION_BATCH_SIZE, BATCH_LIMIT);
    await writer.writeAll(writes, batchLimit, (count) => {
      migrated += count;
    });
    await repositories.migrations.record(ownerId, {
      totalItemsMigrated: migrated,
      errors,
      localStorageKeys: keys,
    });
    if (!failed) {
      backUpAndClearLocalData(storage, (options.now ?? (() => new Date()))());
      clearProgress(storage, ownerId);
    }
    return buildResult(migrated, errors, failed);
  } catch (error) {
    log(MIGRATION_TEXT.migrationFailed, error);
    return buildFatalResult(migrated, errors, error);
  }
}
