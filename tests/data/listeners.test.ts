import { doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { closeAllListeners, openListenerCount } from '../../src/data/listeners.ts';
import {
  emulatorTestEnvironment,
  repositoriesFor,
  withAdminRepositories,
} from '../support/emulator.ts';

const env = emulatorTestEnvironment();

function nextValue<T>(
  subscribe: (push: (value: T) => void) => () => void,
  accept: (v: T) => boolean,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching value within 5 s')), 5000);
    const stop = subscribe((value) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve(value);
    });
  });
}

describe('ipsBuckets listener', () => {
  it('splits more than 30 ids into several in-queries and merges them live', async () => {
    await withAdminRepositories(env, async (repos, db) => {
      const ids = Array.from({ length: 65 }, (_, i) => `bucket-${i}`);
      await Promise.all(
        ids.map((id, i) =>
          setDoc(doc(db, 'ipsBuckets', id), {
            bucketId: `B${i}`,
            name: `Bucket ${i}`,
            isActive: true,
          }),
        ),
      );
      const all = await nextValue<number>(
        (push) =>
          repos.ipsBuckets.listenByIds(
            ids,
            (b) => push(b.length),
            () => push(-1),
          ),
        (n) => n === 65,
      );
      expect(all).toBe(65);

      const seen: boolean[] = [];
      const stop = repos.ipsBuckets.listenByIds(
        ['bucket-64', 'bucket-3'],
        (buckets) => seen.push(buckets.find((b) => b.id === 'bucket-64')?.isActive ?? true),
        () => {},
      );
      await repos.ipsBuckets.setActive('bucket-64', false);
      await expect.poll(() => seen.at(-1)).toBe(false);
      stop();
    });
  });

  it('gives an empty list at once for no ids', async () => {
    await withAdminRepositories(env, async (repos) => {
      let result: number | undefined;
      repos.ipsBuckets.listenByIds(
        [],
        (b) => (result = b.length),
        () => {},
      );
      expect(result).toBe(0);
    });
  });
});

describe('todos open-count listener', () => {
  it('counts pending and in-progress for the teacher only', async () => {
    await withAdminRepositories(env, async (repos) => {
      const base = { notes: '', dueDate: null, bucketId: null, submissionId: null };
      await repos.todos.create({ ...base, teacherId: 't1', title: 'a', status: 'pending' });
      await repos.todos.create({ ...base, teacherId: 't1', title: 'b', status: 'in-progress' });
      await repos.todos.create({ ...base, teacherId: 't1', title: 'c', status: 'done' });
      await repos.todos.create({ ...base, teacherId: 't2', title: 'd', status: 'pending' });
      const counts: number[] = [];
      const stop = repos.todos.listenOpenCount(
        't1',
        (n) => counts.push(n),
        () => {},
      );
      await expect.poll(() => counts.at(-1)).toBe(2);
      const id = await repos.todos.create({
        ...base,
        teacherId: 't1',
        title: 'e',
        status: 'pending',
      });
      await expect.poll(() => counts.at(-1)).toBe(3);
      await repos.todos.setStatus(id, 'done');
      await expect.poll(() => counts.at(-1)).toBe(2);
      stop();
    });
  });
});

describe('listener errors', () => {
  it('reset the count and reach the error callback when the rules refuse', async () => {
    const visitor = repositoriesFor(env, null);
    const counts: number[] = [];
    const errors: Error[] = [];
    visitor.todos.listenOpenCount(
      't1',
      (n) => counts.push(n),
      (e) => errors.push(e),
    );
    await expect.poll(() => errors.length).toBe(1);
    expect(counts).toEqual([0]);
  });

  it('closeAllListeners closes every open listener', async () => {
    const visitor = repositoriesFor(env, 'someone');
    const before = openListenerCount();
    visitor.users.listen(
      'someone',
      () => {},
      () => {},
    );
    visitor.todos.listenOpenCount(
      'someone',
      () => {},
      () => {},
    );
    expect(openListenerCount()).toBe(before + 2);
    closeAllListeners();
    expect(openListenerCount()).toBe(0);
  });
});
