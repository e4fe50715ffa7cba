import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session-context.ts';
import { demoProjectInWorker } from './csdb-worker-client.ts';
import { useS1000dActor } from './use-s1000d-actor.ts';

export const DEMO_TEXT = {
  failed:
    'The demo project could not be created: you need the S1000D (schemas) create permission. Nothing was saved.',
} as const;

/**
 * "Create demo project": the Tidewell SP-400 pump, authored by the engine, stored like any
 * upload, and opened. The creator manages it; everyone in the workspace may read it.
 */
export function useCreateDemoProject() {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const create = async () => {
    if (!backend || !actor) return;
    setBusy(true);
    setError(null);
    try {
      const demo = await demoProjectInWorker();
      const id = await backend.s1000dProjects.create(
        {
          name: demo.name,
          description: demo.description,
          settings: demo.settings,
          visibility: 'workspace',
        },
        actor.actor,
      );
      await backend.s1000dObjects.commitObjects(id, demo.writes, actor.actor);
      navigate(`/tools/s1000d-projects/${id}`);
    } catch (cause) {
      console.error('The demo project could not be created', cause);
      setError(DEMO_TEXT.failed);
      setBusy(false);
    }
  };
  return { create, busy, error };
}
