/** How long typing must stop before the text is handed on (checks, panels, draft, preview). */
export const SETTLE_MS = 100;

/**
 * How much longer than the settle to wait before checking, from how long the last check took:
 * none for a check of a few hundred milliseconds (a 200 KB module: its findings within 300 ms
 * of the last key), up to a second for one that takes seconds (a 1 MB module), so that a short
 * pause in typing does not start seconds of work that the next key makes useless
 * (decision 1421).
 */
export function extraCheckDelay(lastCheckMs: number): number {
  return Math.min(900, Math.max(0, lastCheckMs / 2 - SETTLE_MS));
}
