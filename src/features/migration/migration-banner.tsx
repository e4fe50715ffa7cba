import { DatabaseZap } from 'lucide-react';
import { MIGRATION_TEXT } from './migration-messages.ts';
import { useMigration } from './use-migration.ts';

/** Offers to move the browser-only version's local data into the user's account. */
export function MigrationBanner() {
  const { visible, phase, result, migrate, dismiss } = useMigration();
  if (!visible) return null;
  const migrating = phase === 'migrating';
  const failed = result !== null && !result.success;
  return (
    <section
      aria-labelledby="migration-banner-title"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <div className="flex flex-wrap items-center gap-3">
        <DatabaseZap aria-hidden className="h-5 w-5 shrink-0" />
        <h2 id="migration-banner-title" className="flex-1 font-semibold">
          {MIGRATION_TEXT.bannerTitle}
        </h2>
        {phase !== 'done' || failed ? (
          <button
            type="button"
            onClick={() => void migrate()}
            disabled={migrating}
            className="rounded-md bg-amber-700 px-3 py-1.5 font-medium text-white hover:bg-amber-800 disabled:opacity-60"
          >
            {migrating ? MIGRATION_TEXT.migrating : MIGRATION_TEXT.migrateNow}
          </button>
        ) : null}
        <button
          type="button"
          onClick={dismiss}
          disabled={migrating}
          className="rounded-md border border-amber-400 px-3 py-1.5 font-medium hover:bg-amber-100 disabled:opacity-60"
        >
          {MIGRATION_TEXT.dismiss}
        </button>
      </div>
      {result && (
        <p role={result.success ? 'status' : 'alert'} className="mt-2">
          {result.message}
        </p>
      )}
    </section>
  );
}
