import { useState } from 'react';
import type { ObjectListing } from '../../../../s1000d/csdb/listing.ts';
import type { ProjectSettings } from '../../../../s1000d/csdb/project-settings.ts';
import type { PlannedModule } from '../../../../s1000d/planning/data-set-plan.ts';
import { useSession } from '../../../../session/session-context.ts';
import { useSubmit } from '../../../../ui/use-submit.ts';
import { objectWritesOf } from '../../common/object-writes.ts';
import { useS1000dActor } from '../../common/use-s1000d-actor.ts';
import { inDataSetWorker } from './data-set-jobs.ts';

export type SkeletonOutcome = { created: number; kept: string[]; refused: string[] };

const today = () => new Date().toISOString().slice(0, 10);

/**
 * "Create skeletons": the planned modules' skeletons are made and decided in the worker like an
 * upload, then stored in one commit; modules the library already has are kept as they are.
 */
export function useCreateSkeletons(projectId: string, settings: ProjectSettings | null) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [outcome, setOutcome] = useState<SkeletonOutcome | null>(null);
  const create = useSubmit(
    async (modules: readonly PlannedModule[], existing: readonly ObjectListing[]) => {
      if (!backend || !actor || !settings) return;
      setOutcome(null);
      const made = await inDataSetWorker((api) =>
        api.skeletons(settings, [...modules], today(), [...existing]),
      );
      const writes = objectWritesOf(made.decisions);
      if (writes.length) await backend.s1000dObjects.commitObjects(projectId, writes, actor.actor);
      setOutcome({
        created: writes.length,
        kept: made.decisions.filter((d) => !d.write).map((d) => d.message),
        refused: made.refused,
      });
    },
    'The skeletons could not be stored: only the project’s authors may add objects. Nothing was saved.',
  );
  return { ...create, outcome };
}
