import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TypingGate } from './typing-gate.ts';
import { draftToOffer, keepDraft, readDraft, type ModuleDraft } from './module-draft.ts';

/** How long after the text settles the draft is kept (800 ms after the last key in all). */
const KEEP_DELAY_MS = 700;

type Options = {
  projectId: string;
  moduleId: string;
  /** The stored issue's text, and which issue it is (null while it loads). */
  stored: { text: string; issue: string } | null;
  /** The editor's text once typing has stopped. */
  settled: string | null;
  /** The editor's text this instant (a key typed since the text settled included). */
  current: () => string | null;
  onRefused: (message: string) => void;
  /** Keys arriving: the settled text is already old, and the next settle keeps a newer one. */
  gate: TypingGate;
};

/**
 * The author's unsaved work, kept in this browser a moment after typing stops and again when
 * the tab is closed or the editor left (`keepNow`, from the editor as it goes); a kept draft
 * that differs from the stored issue is offered back on return.
 */
export function useModuleDraft(options: Options) {
  const { projectId, moduleId, stored, settled, gate } = options;
  const [answered, setAnswered] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const storedText = stored?.text ?? null;

  const kept = useMemo(
    () => (storedText === null ? null : readDraft(projectId, moduleId)),
    [storedText, projectId, moduleId],
  );
  const offered: ModuleDraft | null =
    !answered && storedText !== null ? draftToOffer(kept, storedText) : null;

  useEffect(() => {
    if (!stored || settled === null || settled === stored.text) return;
    const timer = setTimeout(() => {
      gate.startWhenQuiet(settled, () => {
        const draft = { text: settled, basedOn: stored.issue, keptAt: new Date().toISOString() };
        if (!keepDraft(projectId, moduleId, draft))
          latest.current.onRefused(
            'This browser refused to keep a draft (storage full?): save soon.',
          );
      });
    }, KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settled, stored, projectId, moduleId, gate]);

  // The last keys, typed less than a moment before the tab closes or the editor is left.
  const keepNow = useCallback(
    (text: string | null) => {
      const now = latest.current.stored;
      if (!now || text === null || text === now.text) return;
      keepDraft(projectId, moduleId, {
        text,
        basedOn: now.issue,
        keptAt: new Date().toISOString(),
      });
    },
    [projectId, moduleId],
  );
  useEffect(() => {
    const onHide = () => keepNow(latest.current.current());
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [keepNow]);

  return { offered, answer: () => setAnswered(true), keepNow };
}
