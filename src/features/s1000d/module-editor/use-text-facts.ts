import { useEffect, useState } from 'react';
import type { IdentStatus } from '../../../s1000d/authoring/ident-status.ts';
import type { ReasonForUpdate } from '../../../s1000d/authoring/reasons-for-update.ts';
import { oneAtATime } from './one-at-a-time.ts';
import type { TypingGate } from './typing-gate.ts';
import type { EditorWorker } from './use-editor-worker.ts';

/** How long after the text settles the panels read it again (400 ms after the last key in all). */
const READ_DELAY_MS = 300;

/**
 * What the panels show of the text (identification and status, reasons for update, the ids
 * an internalRef may name), read in the edits worker once typing has stopped: a read does not
 * start while keys arrive, and what it read lands when typing stops (`gate`).
 */
export function useTextFacts(worker: EditorWorker, text: string | null, gate: TypingGate) {
  const [ident, setIdent] = useState<IdentStatus | null>(null);
  const [reasons, setReasons] = useState<ReasonForUpdate[]>([]);
  const [targets, setTargets] = useState<{ id: string; element: string }[]>([]);
  const [queue] = useState(oneAtATime);
  useEffect(() => {
    if (text === null) return;
    let live = true;
    const timer = setTimeout(() => {
      const read = () =>
        Promise.all([
          worker.identStatus(text).catch(() => null),
          worker.targets(text).catch(() => []),
          worker.reasons(text).catch(() => []),
        ]);
      gate.startWhenQuiet(text, () => {
        void queue(read, () => live).then(
          (facts) =>
            gate.whenQuiet(() => {
              if (!live || !facts) return;
              setIdent(facts[0]);
              setTargets(facts[1]);
              setReasons(facts[2]);
            }),
          console.error,
        );
      });
    }, READ_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [worker, text, queue, gate]);
  return { ident, reasons, targets };
}
