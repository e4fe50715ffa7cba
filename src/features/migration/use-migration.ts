import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { useViewer } from '../../session/use-viewer.ts';
import { isMigrationPending } from './local-data.ts';
import { BANNER_AUTO_HIDE_MS, MIGRATION_TEXT } from './migration-messages.ts';
import { buildFatalResult, type MigrationResult } from './migration-result.ts';
import { runMigration } from './run-migration.ts';

export type MigrationPhase = 'idle' | 'migrating' | 'done' | 'hidden';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled by the browser: nothing to migrate from
  }
}

function pendingIn(storage: Storage | null) {
  try {
    return storage !== null && isMigrationPending(storage);
  } catch {
    return false;
  }
}

/** The banner's state: shown to a signed-in user (never while viewing as) with local data. */
export function useMigration() {
  const { backend, ownProfile, status, isSessionUser } = useSession();
  const { readOnly } = useViewer();
  const [storage] = useState(localStorageOrNull);
  const [pending] = useState(() => pendingIn(storage));
  const [phase, setPhase] = useState<MigrationPhase>('idle');
  const [result, setResult] = useState<MigrationResult | null>(null);
  const uid = ownProfile?.uid;

  const migrate = useCallback(async () => {
    if (!backend || !uid || !storage || readOnly) return;
    setPhase('migrating');
    let outcome: MigrationResult;
    try {
      outcome = await runMigration({ storage, repositories: backend, ownerId: uid });
    } catch (error) {
      console.error(MIGRATION_TEXT.migrationFailed, error);
      outcome = buildFatalResult(0, [], error);
    }
    setResult(outcome);
    setPhase('done');
  }, [backend, uid, storage, readOnly]);

  useEffect(() => {
    if (phase !== 'done' || !result?.success) return;
    const timer = setTimeout(() => setPhase('hidden'), BANNER_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [phase, result]);

  const eligible = status === 'signed-in' && !!uid && !isSessionUser && !readOnly && !!backend;
  return {
    visible: eligible && pending && phase !== 'hidden',
    phase,
    result,
    migrate,
    dismiss: () => setPhase('hidden'),
  };
}
