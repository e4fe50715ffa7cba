import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '../../session/session-context.ts';
import { packFields } from '../../domain/packed-fields.ts';
import type { ProjectDocument } from '../../domain/projects.ts';
import { documentSize, SAVE_LIMIT_BYTES, sizeText } from './document-size.ts';
import type { PbsItem } from './pbs-item.ts';
import { readItems, toStoredItems } from './read-items.ts';

export type SaveState = 'saved' | 'saving' | 'failed';

export const PROJECT_TEXT = {
  notFound: 'This PBS project does not exist, or you do not have access to it.',
  saveFailed:
    'Your last change could not be saved. Check your connection; the next change retries.',
} as const;

/**
 * One PBS project and its items. Changes apply at once and are saved in the background;
 * while a save is under way, later changes wait and go out together as the next save.
 */
export function usePbsProject(projectId: string) {
  const { backend } = useSession();
  const [project, setProject] = useState<ProjectDocument | null | 'missing'>(null);
  const [items, setItems] = useState<PbsItem[]>([]);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const pending = useRef<PbsItem[] | null>(null);
  const saving = useRef(false);

  useEffect(() => {
    if (!backend) return;
    let live = true;
    backend.pbsProjects
      .get(projectId)
      .then((found) => {
        if (!live) return;
        setProject(found ?? 'missing');
        setItems(readItems(found?.fields.items));
      })
      .catch((cause: unknown) => {
        console.error('PBS project could not be loaded', cause);
        if (live) setProject('missing');
      });
    return () => {
      live = false;
    };
  }, [backend, projectId]);

  const flush = useCallback(async () => {
    if (!backend || saving.current) return;
    saving.current = true;
    while (pending.current) {
      const next = pending.current;
      pending.current = null;
      setSaveState('saving');
      try {
        await backend.pbsProjects.update(projectId, { items: toStoredItems(next) });
        if (!pending.current) setSaveState('saved');
      } catch (cause) {
        console.error('PBS project could not be saved', cause);
        setSaveState('failed');
      }
    }
    saving.current = false;
  }, [backend, projectId]);

  /** Applies and saves `next`; returns a message instead when it would not fit in a document. */
  const commit = useCallback(
    (next: PbsItem[]): string | null => {
      if (project === null || project === 'missing') return null;
      // Measured as stored: the item list as one JSON text (decision 1200).
      const bytes = documentSize(
        'pbsProjects',
        projectId,
        packFields('pbsProjects', { ...project.fields, items: toStoredItems(next) }),
      );
      if (bytes > SAVE_LIMIT_BYTES) return sizeText(bytes);
      setItems(next);
      pending.current = next;
      void flush();
      return null;
    },
    [project, projectId, flush],
  );

  return { project, items, commit, saveState };
}
