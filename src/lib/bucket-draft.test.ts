import { describe, expect, it } from 'vitest';
import { BUCKET_TEXT, EMPTY_BUCKET, toBucket } from './bucket-draft.ts';

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
