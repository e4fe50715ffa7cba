import { useState } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit, type FailureText } from '../../../ui/use-submit.ts';
import {
  storeGeneratedObject,
  type GeneratedObject,
  type StoreResult,
} from './store-generated-object.ts';
import { useS1000dActor } from './use-s1000d-actor.ts';

/** Adds an object a tool made to a project, as an upload of that file would: busy, error, result. */
export function useStoreGenerated(projectId: string, failureText: FailureText) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [result, setResult] = useState<StoreResult | null>(null);
  const { busy, error, submit } = useSubmit(
    async (
      rows: readonly ObjectListing[],
      made: () => Promise<GeneratedObject> | GeneratedObject,
    ) => {
      if (!backend || !actor) return;
      setResult(await storeGeneratedObject(backend, projectId, rows, await made(), actor.actor));
    },
    failureText,
  );
  return { busy, error, result, store: submit };
}
