import { useState } from 'react';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import { useSession } from '../../../session/session-context.ts';
import { useSubmit, type FailureText } from '../../../ui/use-submit.ts';
import { storeGeneratedObject, type StoreResult } from './store-generated-object.ts';
import { useS1000dActor } from './use-s1000d-actor.ts';

type GeneratedFile = { name: string; bytes: Uint8Array };

/** Adds an object a tool made to a project, as an upload of that file would: busy, error, result. */
export function useStoreGenerated(projectId: string, failureText: FailureText) {
  const { backend } = useSession();
  const actor = useS1000dActor();
  const [result, setResult] = useState<StoreResult | null>(null);
  const { busy, error, submit } = useSubmit(
    async (rows: readonly ObjectListing[], file: () => Promise<GeneratedFile> | GeneratedFile) => {
      if (!backend || !actor) return;
      const made = await file();
      setResult(await storeGeneratedObject(backend, projectId, rows, made, actor.actor));
    },
    failureText,
  );
  return { busy, error, result, store: submit };
}

/** A generated XML object as the file an upload would store. */
export const xmlFileOf = (made: { fileName: string; xml: string }): GeneratedFile => ({
  name: made.fileName,
  bytes: new TextEncoder().encode(made.xml),
});
