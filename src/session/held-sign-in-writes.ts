/**
 * The sign-in's own writes (the profile's lastLogin and selectedRole, the user-directory entry),
 * held until the page it lands on has its first data, or `boundMs` at most (decision 1640):
 * sent at once, they slowed the dashboard's first queries from about 400 to 970 ms (decision
 * 1581). Every later write of the same profile releases them first, so writes keep their order.
 */
export type HeldWrites = {
  /** Sends the writes now if they are still held; resolves once they are settled. */
  release(): Promise<void>;
};

type Timers = {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
};

/** `send` must not reject: the writes report their own failures. */
export function holdWrites(
  send: () => Promise<void>,
  boundMs: number,
  timers: Timers = globalThis,
): HeldWrites {
  let sent: Promise<void> | null = null;
  const release = () => {
    if (!sent) {
      timers.clearTimeout(timer);
      sent = send();
    }
    return sent;
  };
  const timer = timers.setTimeout(() => void release(), boundMs);
  return { release };
}

/** Nothing held: what a session has before a sign-in and after its writes went out. */
export const NOTHING_HELD: HeldWrites = { release: () => Promise.resolve() };

/** Waits for `work` at most `ms`: a sign-out must not hang on a write that cannot go out. */
export function settledWithin(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, ms);
    const settle = () => {
      clearTimeout(timer);
      done();
    };
    work.then(settle, settle);
  });
}
