import { expose } from 'comlink';
import { describe, expect, it } from 'vitest';
import { forwardTo, JobCancelled, runWorkerJob, workerJobs } from './worker-job.ts';

type Progress = (done: number, total: number) => Promise<void> | void;

/** A worker on a MessageChannel: comlink needs only postMessage and message events. */
function channelWorker(api: object) {
  const { port1, port2 } = new MessageChannel();
  expose(api, port2);
  let terminated = false;
  const worker = Object.assign(port1, {
    terminate: () => {
      terminated = true;
    },
  });
  return { worker: worker as unknown as Worker, terminated: () => terminated };
}

describe('runWorkerJob', () => {
  it('drops progress that arrives after the answer, so it cannot overwrite the result', async () => {
    let lateDelivered!: () => void;
    const late = new Promise<void>((resolve) => (lateDelivered = resolve));
    const { worker, terminated } = channelWorker({
      async plan(onProgress: Progress) {
        await onProgress(1, 2);
        // The last progress call is answered only after the job's own answer went out.
        setTimeout(() => void Promise.resolve(onProgress(2, 2)).then(lateDelivered), 0);
        return 'planned';
      },
    });
    const seen: string[] = [];
    const answer = await runWorkerJob<{ plan(p: Progress): Promise<string> }, string>(
      () => worker,
      (api, callback) => api.plan(callback((done, total) => seen.push(`${done}/${total}`))),
    );
    seen.push(answer);
    await late;
    expect(seen).toEqual(['1/2', 'planned']);
    expect(terminated()).toBe(true);
  });

  it('a cancelled job rejects at once and ends the worker', async () => {
    const { worker, terminated } = channelWorker({ slow: () => new Promise(() => {}) });
    const controller = new AbortController();
    const job = runWorkerJob<{ slow(): Promise<never> }, never>(
      () => worker,
      (api) => api.slow(),
      controller.signal,
    );
    controller.abort();
    await expect(job).rejects.toBeInstanceOf(JobCancelled);
    expect(terminated()).toBe(true);
  });

  it('a job that throws in the worker rejects with its message', async () => {
    const { worker } = channelWorker({
      fail: () => {
        throw new Error('Not an S1000D object.');
      },
    });
    await expect(
      runWorkerJob<{ fail(): never }, never>(
        () => worker,
        (api) => api.fail(),
      ),
    ).rejects.toThrow('Not an S1000D object.');
  });
});

describe('workerJobs', () => {
  it('runs each job in a fresh worker of its own, and ends it afterwards', async () => {
    const made: { terminated: () => boolean }[] = [];
    const inWorker = workerJobs<{ twice(n: number): number }>(() => {
      const made1 = channelWorker({ twice: (n: number) => 2 * n });
      made.push(made1);
      return made1.worker;
    });
    expect(await inWorker((api) => api.twice(2))).toBe(4);
    expect(await inWorker((api) => api.twice(5))).toBe(10);
    expect(made).toHaveLength(2);
    await new Promise((ended) => setTimeout(ended, 0));
    expect(made.every((m) => m.terminated())).toBe(true);
  });

  it('rejects a cancelled job with the error the client names', async () => {
    class NothingStored extends Error {}
    const inWorker = workerJobs<{ slow(): Promise<never> }>(
      () => channelWorker({ slow: () => new Promise(() => {}) }).worker,
      () => new NothingStored(),
    );
    const controller = new AbortController();
    const job = inWorker((api) => api.slow(), controller.signal);
    controller.abort();
    await expect(job).rejects.toBeInstanceOf(NothingStored);
    await expect(inWorker((api) => api.slow(), controller.signal)).rejects.toBeInstanceOf(
      NothingStored,
    );
  });

  it('forwards a page call to the worker function of that name, with its arguments', async () => {
    const api = { join: (a: string, b: number) => `${a}-${b}` };
    const forward = forwardTo(workerJobs<typeof api>(() => channelWorker(api).worker));
    const join = forward('join');
    expect(await join('DMC', 7)).toBe('DMC-7');
  });
});
