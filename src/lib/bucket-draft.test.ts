import { describe, expect, it } from 'vitest';
import { BucketIdTaken } from '../domain/ips-buckets.ts';
import { BUCKET_TEXT, EMPTY_BUCKET, bucketSaveFailure, toBucket } from './bucket-draft.ts';

describe('toBucket', () => {
  it('needs a name and a bucket ID', () => {
    expect(toBucket({ ...EMPTY_BUCKET, bucketId: 'X' })).toEqual({
      error: BUCKET_TEXT.nameRequired,
    });
    expect(toBucket({ ...EMPTY_BUCKET, name: 'Class' })).toEqual({
      error: BUCKET_TEXT.codeRequired,
    });
  });

  it('keeps to the limits the rules enforce', () => {
    expect(toBucket({ ...EMPTY_BUCKET, name: 'x'.repeat(201), bucketId: 'X' })).toEqual({
      error: BUCKET_TEXT.nameTooLong,
    });
    const courses = Array.from({ length: 21 }, (_, i) => `c${i}`);
    expect(toBucket({ ...EMPTY_BUCKET, name: 'A', bucketId: 'X', courseIds: courses })).toEqual({
      error: BUCKET_TEXT.tooManyCourses,
    });
  });

  it('takes bucket IDs a claim can be keyed by, and says when one is taken', () => {
    for (const bucketId of ['a/b', '-AUT', 'AUT:27', 'x'.repeat(99) + 'é'])
      expect(toBucket({ ...EMPTY_BUCKET, name: 'A', bucketId })).toEqual({
        error: BUCKET_TEXT.codeShape,
      });
    expect(toBucket({ ...EMPTY_BUCKET, name: 'A', bucketId: 'S1K 2025_b.1-x' })).toMatchObject({
      bucket: { bucketId: 'S1K 2025_b.1-x' },
    });
    expect(bucketSaveFailure(new BucketIdTaken('AUT-27'))).toBe(
      'The bucket ID AUT-27 is already used by another bucket: choose another.',
    );
    expect(bucketSaveFailure(new Error('offline'))).toBe(BUCKET_TEXT.saveFailed);
  });

  it('trims what it keeps', () => {
    expect(
      toBucket({
        name: ' S1000D class ',
        bucketId: ' S1K ',
        isActive: false,
        courseIds: ['s1000d'],
      }),
    ).toEqual({
      bucket: { name: 'S1000D class', bucketId: 'S1K', isActive: false, courseIds: ['s1000d'] },
    });
  });
});
