import { useCallback, useEffect, useState } from 'react';
import { SteSettingsRefused } from '../../../domain/ste.ts';
import { defaultSteSettings, type SteSettings } from '../../../s1000d/ste/ste-settings.ts';
import { useSession } from '../../../session/session-context.ts';
import { useS1000dActor } from './use-s1000d-actor.ts';

export const STE_SETTINGS_TEXT = {
  saveFailed: 'The STE settings could not be saved. Please try again.',
} as const;

/**
 * A project's STE settings, live (the defaults until the project stores its own), and a way
 * to change them. The STE project manager edits them; the module editor checks with them.
 */
export function useSteSettings(projectId: string | undefined) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [settings, setSettings] = useState<SteSettings | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!backend || !projectId) return;
    return backend.ste.listenSettings(projectId, setSettings, (cause) => {
      // Without the project's settings the checks still run with the defaults.
      console.error('STE settings listener failed', cause);
      setSettings(defaultSteSettings());
    });
  }, [backend, projectId]);

  /** Applies a change to what is stored now; says why when it is refused (nothing changes). */
  const change = useCallback(
    async (edit: (current: SteSettings) => SteSettings): Promise<boolean> => {
      if (!backend || !projectId || !actor) return false;
      setError(null);
      try {
        await backend.ste.updateSettings(projectId, edit, actor.actor);
        return true;
      } catch (cause) {
        if (cause instanceof SteSettingsRefused) setError(cause.problems.join(' '));
        else {
          console.error('STE settings not saved', cause);
          setError(STE_SETTINGS_TEXT.saveFailed);
        }
        return false;
      }
    },
    [backend, projectId, actor],
  );
  return { settings, change, error };
}
