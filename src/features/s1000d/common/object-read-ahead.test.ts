import { describe, expect, it } from 'vitest';
import type { Backend } from '../../../data/backend.ts';
import { readObjectAhead, takeReadAhead } from './object-read-ahead.ts';

/** A backend signed in as `uid` whose object read never answers: only who may take it matters. */
function backendOf(uid: string | null) {
  return {
    auth: { currentUser: () => (uid ? { uid, email: `${uid}@example.com` } : null) },
    s1000dObjects: { getObject: () => new Promise(() => {}) },
  } as unknown as Backend;
}

describe('readObjectAhead', () => {
  it('hands a read only to a page of the user it was started for (decision 1770)', () => {
    readObjectAhead(backendOf('ann'), 'p1', 'DMC-A', null);
    expect(takeReadAhead(backendOf('bob'), 'p1', 'DMC-A').ahead).toBeUndefined();
    expect(takeReadAhead(backendOf(null), 'p1', 'DMC-A').ahead).toBeUndefined();
    expect(takeReadAhead(backendOf('ann'), 'p1', 'DMC-A').ahead).toBeDefined();
    expect(takeReadAhead(backendOf('ann'), 'p1', 'DMC-A').ahead).toBeUndefined();
  });

  it('starts one read for the same user and object until it is taken', () => {
    const ann = backendOf('ann');
    let reads = 0;
    const counting = {
      ...ann,
      s1000dObjects: { getObject: () => (reads++, new Promise(() => {})) },
    } as unknown as Backend;
    readObjectAhead(counting, 'p1', 'DMC-B', null);
    readObjectAhead(counting, 'p1', 'DMC-B', null);
    expect(reads).toBe(1);
  });

  it('starts no second read of an object a page took, until the page lets it go', () => {
    let reads = 0;
    const ann = {
      auth: { currentUser: () => ({ uid: 'ann', email: 'ann@example.com' }) },
      s1000dObjects: { getObject: () => (reads++, new Promise(() => {})) },
    } as unknown as Backend;
    readObjectAhead(ann, 'p1', 'DMC-C', null);
    const { release } = takeReadAhead(ann, 'p1', 'DMC-C');
    // The route's own prefetch of the same visit, arriving after the page took the read.
    readObjectAhead(ann, 'p1', 'DMC-C', null);
    expect(reads).toBe(1);
    release();
    readObjectAhead(ann, 'p1', 'DMC-C', null);
    expect(reads).toBe(2);
  });
});
