import { describe, expect, it } from 'vitest';
import { oneAtATime } from './one-at-a-time.ts';

/** A job the test finishes by hand, recording when it starts. */
function manual(log: string[], name: string) {
  let finish!: (value: string) => void;
  const job = () => {
    log.push(`start ${name}`);
    return new Promise<string>((done) => (finish = done));
  };
  return { job, finish: () => finish(name) };
}

describe('oneAtATime', () => {
  it('starts a job only when the running one has finished', async () => {
    const log: string[] = [];
    const run = oneAtATime();
    const a = manual(log, 'a');
    const b = manual(log, 'b');
    const first = run(a.job, () => true);
    const second = run(b.job, () => true);
    await Promise.resolve();
    expect(log).toEqual(['start a']);
    a.finish();
    expect(await first).toBe('a');
    await new Promise((done) => setTimeout(done, 0));
    expect(log).toEqual(['start a', 'start b']);
    b.finish();
    expect(await second).toBe('b');
  });

  it('never starts a job that is no longer wanted when its turn comes', async () => {
    const log: string[] = [];
    const run = oneAtATime();
    const a = manual(log, 'a');
    const b = manual(log, 'b');
    let wanted = true;
    const first = run(a.job, () => true);
    const second = run(b.job, () => wanted);
    wanted = false;
    a.finish();
    await first;
    expect(await second).toBeUndefined();
    expect(log).toEqual(['start a']);
  });
});
