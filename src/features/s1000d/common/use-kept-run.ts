import { useCallback, useRef, useState } from 'react';
import type { Backend } from '../../../data/backend.ts';
import type { Actor } from '../../../data/s1000d-store-types.ts';
import { useSession } from '../../../session/session-context.ts';
import { JobCancelled } from './worker-job.ts';

/** A check over a project's objects whose results an author keeps: how it runs, keeps, reads. */
export type KeptRunSteps<J extends { keepAs: Actor | null }, R, P> = {
  /** The progress shown as the job starts. */
  first: (job: J) => P;
  run: (backend: Backend, job: J, onProgress: (p: P) => void, signal: AbortSignal) => Promise<R>;
  /** Keeps the run as `job.keepAs` and returns what to say about it. */
  keep: (backend: Backend, job: J & { keepAs: Actor }, run: R) => Promise<string>;
  text: {
    cancelled: string;
    failed: (failure: Error) => string;
    notKept: string;
    keepFailed: string;
  };
  /** Names the job in the console when it or its keeping fails. */
  name: string;
};

/** Runs a check, tracks its progress, cancels it, and keeps its results when allowed. */
export function useKeptRun<J extends { keepAs: Actor | null }, R, P>(steps: KeptRunSteps<J, R, P>) {
  const { backend } = useSession();
  const [progress, setProgress] = useState<P | null>(null);
  const [run, setRun] = useState<R | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (job: J) => {
      if (!backend) return;
      const abort = new AbortController();
      controller.current = abort;
      setRun(null);
      setError(null);
      setNote(null);
      setProgress(steps.first(job));
      try {
        const result = await steps.run(backend, job, setProgress, abort.signal);
        setRun(result);
        const { keepAs } = job;
        if (!keepAs) return setNote(steps.text.notKept);
        try {
          setNote(await steps.keep(backend, { ...job, keepAs }, result));
        } catch (cause) {
          console.error(`${steps.name} not kept`, cause);
          setNote(steps.text.keepFailed);
        }
      } catch (cause) {
        if (cause instanceof JobCancelled || (cause as Error).name === 'AbortError')
          setError(steps.text.cancelled);
        else {
          console.error(`${steps.name} failed`, cause);
          setError(steps.text.failed(cause as Error));
        }
      } finally {
        controller.current = null;
        setProgress(null);
      }
    },
    [backend, steps],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { start, cancel, progress, run, error, note };
}
