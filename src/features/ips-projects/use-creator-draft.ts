import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import type { CreatorState } from './creator-steps.ts';

export type DraftState = 'idle' | 'saving' | 'saved' | 'failed';
const AUTOSAVE_MS = 800;

/**
 * Autosaves the creator's unfinished work to ipsProjectDrafts: the first change creates
 * the draft, later ones update it after a pause; finishing or discarding removes it.
 */
export function useCreatorDraft(initialId: string | null) {
  const { backend, profile } = useSession();
  const [draftId, setDraftId] = useState<string | null>(initialId);
  const [status, setStatus] = useState<DraftState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const idRef = useRef(initialId);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const write = useCallback(
    (state: CreatorState, step: number) => {
      if (!backend || !profile) return;
      const fields = { step, data: state.data };
      const name = state.name.trim() || 'Untitled programme';
      setStatus('saving');
      chain.current = chain.current
        .then(async () => {
          if (idRef.current)
            await backend.ipsProjectDrafts.update(idRef.current, { ...fields, name });
          else {
            idRef.current = await backend.ipsProjectDrafts.create(profile.uid, name, fields);
            setDraftId(idRef.current);
          }
          setStatus('saved');
        })
        .catch((cause: unknown) => {
          console.error('IPS draft could not be saved', cause);
          setStatus('failed');
        });
    },
    [backend, profile],
  );

  return {
    draftId,
    status,
    schedule(state: CreatorState, step: number) {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => write(state, step), AUTOSAVE_MS);
    },
    /** Waits for pending saves, then removes the draft. */
    async remove() {
      if (timer.current) clearTimeout(timer.current);
      await chain.current;
      if (idRef.current && backend) await backend.ipsProjectDrafts.remove(idRef.current);
      idRef.current = null;
      setDraftId(null);
    },
  };
}
