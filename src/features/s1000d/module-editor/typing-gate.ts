/**
 * Whether keys are arriving in the editor: from a change until the text settles (SETTLE_MS
 * after the last key). The page's work after a pause (checks, panel reads, draft, preview) runs
 * in workers, but starting it copies the whole text to a worker and its results render the
 * page: while keys arrive, a job waits, and does not start at all if a newer text has settled
 * by then; results that come back while keys arrive land when typing stops (decision 1520).
 */
export type TypingGate = {
  /** A change reached the editor. */
  keyed(): void;
  /** The text settled (or was replaced whole): what was held runs now, in the order it came. */
  settled(text: string): void;
  typing(): boolean;
  /** Runs `work` now, or when typing stops if keys are arriving. */
  whenQuiet(work: () => void): void;
  /** Starts a job on `text` once no keys arrive, unless a newer text has settled by then. */
  startWhenQuiet(text: string, start: () => void): void;
};

export function typingGate(): TypingGate {
  let typing = false;
  let latest: string | null = null;
  let held: (() => void)[] = [];
  const whenQuiet = (work: () => void) => {
    if (typing) held.push(work);
    else work();
  };
  return {
    keyed() {
      typing = true;
    },
    settled(text) {
      typing = false;
      latest = text;
      const due = held;
      held = [];
      for (const work of due) work();
    },
    typing: () => typing,
    whenQuiet,
    startWhenQuiet(text, start) {
      whenQuiet(() => {
        if (latest === null || latest === text) start();
      });
    },
  };
}
