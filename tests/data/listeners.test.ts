import { collection, deleteDoc, doc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { closeAllListeners, openListenerCount } from '../../src/data/listeners.ts';
import { liveDoc, liveList, liveQuery } from '../../src/data/live.ts';
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

describe('liveList, liveQuery and liveDoc', () => {
  it("follow the key's query and document live, read and in order", async () => {
    await withAdminRepositories(env, async (_repos, db) => {
      const items = (shelf: string) => collection(db, 'shelves', shelf, 'items');
      const listen = liveList(
        items,
        (id, data) => `${id}:${String(data.name)}`,
        (a, b) => a.localeCompare(b),
      );
      await setDoc(doc(items('a'), 'b1'), { name: 'pump' });
      await setDoc(doc(items('a'), 'a1'), { name: 'valve' });
      await setDoc(doc(items('b'), 'c1'), { name: 'hose' });
      const seen: string[][] = [];
      const stop = listen(
        'a',
        (list) => seen.push(list),
        () => {},
      );
      await expect.poll(() => seen.at(-1)).toEqual(['a1:valve', 'b1:pump']);
      await deleteDoc(doc(items('a'), 'a1'));
      await expect.poll(() => seen.at(-1)).toEqual(['b1:pump']);
      stop();

      const listenNames = liveQuery(
        items,
        (docs) => new Map(docs.map((d) => [d.id, d.get('name')])),
      );
      const names: Map<string, unknown>[] = [];
      const stopNames = listenNames(
        'b',
        (value) => names.push(value),
        () => {},
      );
      await expect.poll(() => names.at(-1)).toEqual(new Map([['c1', 'hose']]));
      stopNames();

      const listenShelf = liveDoc(
        (shelf: string) => doc(db, 'shelves', shelf),
        (id, data) => `${id}:${String(data.label)}`,
      );
      const shelf: (string | null)[] = [];
      const stopShelf = listenShelf(
        'a',
        (value) => shelf.push(value),
        () => {},
      );
      await expect.poll(() => shelf.at(-1)).toBeNull();
      await setDoc(doc(db, 'shelves', 'a'), { label: 'Spares' });
      await expect.poll(() => shelf.at(-1)).toBe('a:Spares');
      stopShelf();
    });
  });

  it("reach the error callback when the rules refuse the key's query", async () => {
    const visitor = repositoriesFor(env, null);
    const refused: string[] = [];
    visitor.todos.listen(
      't1',
      () => {},
      () => refused.push('todos'),
    );
    visitor.users.listen(
      'someone',
      () => {},
      () => refused.push('profile'),
    );
    await expect.poll(() => refused.sort()).toEqual(['profile', 'todos']);
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
