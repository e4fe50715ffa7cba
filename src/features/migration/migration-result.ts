import { MIGRATION_TEXT } from './migration-messages.ts';

export type MigrationResult = {
  success: boolean;
  message: string;
  migratedCount: number;
  errors: string[];
};

/**
 * The spec's result. `errors` holds skipped duplicates too, so they count in the message's
 * M, but only failures (`failed`) make the run unsuccessful (decision 401).
 */
export function buildResult(migratedCount: number, errors: string[], failed: boolean) {
  return {
    success: !failed,
    message:
      errors.length === 0
        ? MIGRATION_TEXT.succeeded(migratedCount)
        : MIGRATION_TEXT.withErrors(migratedCount, errors.length),
    migratedCount,
    errors,
  } satisfies MigrationResult;
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function buildFatalResult(
  migratedCount: number,
  errors: string[],
  error: unknown,
): MigrationResult {
  return {
    success: false,
    message: MIGRATION_TEXT.fatal(errorText(error)),
    migratedCount,
    errors: [...errors, MIGRATION_TEXT.migrationFailed],
  };
}
