import { describe, expect, it } from 'vitest';
import { bytesForRow, headForRow, startReadAhead } from './bytes-for-row.ts';
import type { CurrentContent } from './read-object-bytes.ts';

const UNREADABLE = 'This object could not be read.';
const AHEAD = new Uint8Array([1]);
const BY_ROW = new Uint8Array([2]);

/** A promise settled by the test, in the order the test chooses. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (cause: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** A read ahead whose object document and chunks answer when the test says. */
function controlledAhead() {
  const issue = later<string>();
  const chunks = later<CurrentContent>();
  const ahead = startReadAhead(async (onIssue) => {
    onIssue(await issue.promise);
    return chunks.promise;
  });
  return { ahead, issue, chunks };
}

/** The read by the row, counting how often it starts. */
function controlledByRow() {
  const answer = later<Uint8Array>();
  const calls = { count: 0 };
  return { answer, calls, read: () => (calls.count++, answer.promise) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const content = (sha256: string, bytes = AHEAD): CurrentContent => ({ sha256, bytes, kind: 'dm' });

describe('bytesForRow', () => {
  it('reads by the row alone when nothing was read ahead', async () => {
    const byRow = controlledByRow();
    const bytes = bytesForRow('h1', undefined, byRow.read, UNREADABLE);
    byRow.answer.resolve(BY_ROW);
    expect(await bytes).toBe(BY_ROW);
    expect(byRow.calls.count).toBe(1);
  });

  it.each([
    ['has brought the bytes', true],
    ['is reading the chunks of the issue the row names', false],
  ])('takes a read ahead that %s, without a second read', async (_, finished) => {
    const { ahead, issue, chunks } = controlledAhead();
    issue.resolve('h1');
    if (finished) chunks.resolve(content('h1'));
    await settle();
    const byRow = controlledByRow();
    const bytes = bytesForRow('h1', ahead, byRow.read, UNREADABLE);
    chunks.resolve(content('h1'));
    expect(await bytes).toBe(AHEAD);
    expect(byRow.calls.count).toBe(0);
  });

  it('reads by the row when that read ahead then fails', async () => {
    const { ahead, issue, chunks } = controlledAhead();
    issue.resolve('h1');
    await settle();
    const byRow = controlledByRow();
    const bytes = bytesForRow('h1', ahead, byRow.read, UNREADABLE);
    chunks.reject(new Error('offline'));
    await settle();
    expect(byRow.calls.count).toBe(1);
    byRow.answer.resolve(BY_ROW);
    expect(await bytes).toBe(BY_ROW);
  });

  it('reads by the row alone when the read ahead failed or read another issue', async () => {
    const failed = controlledAhead();
    failed.issue.reject(new Error('no such object'));
    const other = controlledAhead();
    other.issue.resolve('h0');
    await settle();
    for (const ahead of [failed.ahead, other.ahead]) {
      const byRow = controlledByRow();
      const bytes = bytesForRow('h1', ahead, byRow.read, UNREADABLE);
      byRow.answer.resolve(BY_ROW);
      expect(await bytes).toBe(BY_ROW);
      expect(byRow.calls.count).toBe(1);
    }
  });

  describe('a read ahead that has not named its issue yet runs beside the read by the row', () => {
    const race = () => {
      const { ahead, issue, chunks } = controlledAhead();
      const byRow = controlledByRow();
      const bytes = bytesForRow('h1', ahead, byRow.read, UNREADABLE);
      expect(byRow.calls.count).toBe(1);
      return { bytes, issue, chunks, byRow };
    };

    it('takes the read ahead when the read by the row fails first', async () => {
      const { bytes, issue, chunks, byRow } = race();
      byRow.answer.reject(new Error('query failed'));
      await settle();
      issue.resolve('h1');
      chunks.resolve(content('h1'));
      expect(await bytes).toBe(AHEAD);
    });

    it('takes the read by the row when the read ahead fails first', async () => {
      const { bytes, issue, byRow } = race();
      issue.reject(new Error('offline'));
      await settle();
      byRow.answer.resolve(BY_ROW);
      expect(await bytes).toBe(BY_ROW);
    });

    it('takes the first to succeed', async () => {
      const { bytes, issue, chunks, byRow } = race();
      byRow.answer.resolve(BY_ROW);
      expect(await bytes).toBe(BY_ROW);
      issue.resolve('h1');
      chunks.resolve(content('h1'));
      await settle();
    });

    it('does not take another issue the read ahead brought', async () => {
      const { bytes, issue, chunks, byRow } = race();
      issue.resolve('h0');
      chunks.resolve(content('h0'));
      await settle();
      byRow.answer.resolve(BY_ROW);
      expect(await bytes).toBe(BY_ROW);
    });

    it('fails with the clear message only when both fail, in either order', async () => {
      for (const aheadFirst of [true, false]) {
        const { bytes, issue, byRow } = race();
        const outcome = bytes.then(
          () => 'read',
          (failed: unknown) => (failed instanceof Error ? failed.message : 'not an Error'),
        );
        if (aheadFirst) issue.reject(new Error('offline'));
        else byRow.answer.reject(new Error('query failed'));
        await settle();
        if (aheadFirst) byRow.answer.reject(new Error('query failed'));
        else issue.reject(new Error('offline'));
        expect(await outcome).toBe(UNREADABLE);
      }
    });
  });
});

describe('startReadAhead', () => {
  it('keeps the issue it reads and what it brought', async () => {
    const { ahead, issue, chunks } = controlledAhead();
    expect(ahead.sha256).toBeNull();
    issue.resolve('h1');
    await settle();
    expect(ahead.sha256).toBe('h1');
    expect(ahead.settled).toBeUndefined();
    chunks.resolve(content('h1'));
    await settle();
    expect(ahead.settled?.bytes).toBe(AHEAD);
  });
});

describe("a read ahead's head (decision 1710)", () => {
  const HEAD = new Uint8Array([9]);
  function aheadWithHead() {
    const issue = later<string>();
    const head = later<Uint8Array>();
    const chunks = later<CurrentContent>();
    const ahead = startReadAhead(async (onIssue, onHead) => {
      onIssue(await issue.promise);
      void head.promise.then(onHead);
      return chunks.promise;
    });
    return { ahead, issue, head, chunks };
  }

  it('is handed to the row naming its issue when it comes before the whole', async () => {
    const { ahead, issue, head } = aheadWithHead();
    const forRow = headForRow('h1', ahead);
    issue.resolve('h1');
    await settle();
    expect(await headForRow('h2', ahead)).toBeNull();
    head.resolve(HEAD);
    expect(await forRow).toBe(HEAD);
  });

  it('is nothing once the whole came first, or the read ahead failed', async () => {
    const first = aheadWithHead();
    const forRow = headForRow('h1', first.ahead);
    first.issue.resolve('h1');
    first.chunks.resolve(content('h1'));
    await settle();
    first.head.resolve(HEAD);
    expect(await forRow).toBeNull();
    expect(await headForRow('h1', first.ahead)).toBeNull();

    const failed = aheadWithHead();
    const afterFailure = headForRow('h1', failed.ahead);
    failed.issue.reject(new Error('offline'));
    expect(await afterFailure).toBeNull();
  });
});
