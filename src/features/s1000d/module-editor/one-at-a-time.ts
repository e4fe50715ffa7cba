/**
 * A queue of one for a worker's long jobs on the author's text: a job waits for the one
 * running, and a job no longer wanted when its turn comes (a newer text came) never starts.
 * Typing with short pauses would otherwise queue a job of every pause in the worker (seconds
 * each on a 1 MB module), all but the last thrown away (decision 1262).
 */
export function oneAtATime() {
  let running: Promise<unknown> | null = null;
  return async <T>(job: () => Promise<T>, wanted: () => boolean): Promise<T | undefined> => {
    while (running) await running.catch(() => undefined);
    if (!wanted()) return undefined;
    const started = job();
    running = started;
    try {
      return await started;
    } finally {
      if (running === started) running = null;
    }
  };
}
