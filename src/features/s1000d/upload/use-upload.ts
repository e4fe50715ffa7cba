import { useCallback, useRef, useState } from 'react';
import { useSession } from '../../../session/session-context.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import type { ObjectListing } from '../../../s1000d/csdb/listing.ts';
import type { UploadDecision } from '../../../s1000d/csdb/upload-plan.ts';
import { planUploadInWorker, UploadCancelled } from '../common/csdb-worker-client.ts';
import { objectWritesOf } from '../common/object-writes.ts';
import { readPicked, type PickedFile } from './read-dropped-files.ts';

export const UPLOAD_TEXT = {
  refusedByRules:
    'This project refused the upload: you need the author, reviewer or manager role in it and the S1000D (schemas) edit permission. Nothing was stored.',
  failed: (message: string) =>
    `The upload stopped: ${message} What is listed as stored is stored whole; nothing else was.`,
  cancelled: 'Upload cancelled. What is listed as stored is stored whole; nothing else was.',
} as const;

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'reading'; total: number }
  | { phase: 'checking'; done: number; total: number }
  | { phase: 'storing'; done: number; total: number; decisions: UploadDecision[] }
  | { phase: 'finished'; decisions: UploadDecision[]; stored: number; error: string | null };

/** Reads, checks (in a worker) and stores dropped files; cancel works in every phase. */
export function useUpload(
  projectId: string | undefined,
  existing: readonly ObjectListing[],
  actor: Actor | null,
) {
  const { backend } = useSession();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);

  const start = useCallback(
    async (picked: PickedFile[]) => {
      if (!backend || !projectId || !actor || picked.length === 0) return;
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'reading', total: picked.length });
      let decisions: UploadDecision[] = [];
      let stored = 0;
      try {
        const files = await readPicked(picked);
        if (controller.signal.aborted) throw new UploadCancelled();
        setState({ phase: 'checking', done: 0, total: files.length });
        decisions = await planUploadInWorker(
          files,
          [...existing],
          (done, total) => setState({ phase: 'checking', done, total }),
          controller.signal,
        );
        const writes = objectWritesOf(decisions);
        setState({ phase: 'storing', done: 0, total: writes.length, decisions });
        stored = await backend.s1000dObjects.commitObjects(
          projectId,
          writes,
          actor,
          (done) => {
            // Kept as it goes: if a later request fails, the count stored so far is still right.
            stored = done;
            setState({ phase: 'storing', done, total: writes.length, decisions });
          },
          controller.signal,
        );
        const error = controller.signal.aborted ? UPLOAD_TEXT.cancelled : null;
        setState({ phase: 'finished', decisions, stored, error });
      } catch (cause) {
        console.error('Upload failed', cause);
        const code = (cause as { code?: string }).code;
        const error =
          cause instanceof UploadCancelled
            ? UPLOAD_TEXT.cancelled
            : code === 'permission-denied'
              ? UPLOAD_TEXT.refusedByRules
              : UPLOAD_TEXT.failed((cause as Error).message);
        setState({ phase: 'finished', decisions, stored, error });
      } finally {
        abort.current = null;
      }
    },
    [backend, projectId, existing, actor],
  );

  return {
    state,
    start,
    cancel: () => abort.current?.abort(),
    reset: () => setState({ phase: 'idle' }),
  };
}
