import { BUCKET_ID_SHAPE, BucketIdTaken, type NewIpsBucket } from '../domain/ips-buckets.ts';

export const BUCKET_TEXT = {
  nameRequired: 'Enter a name for the bucket.',
  nameTooLong: 'The name can be at most 200 characters.',
  codeRequired: 'Enter a bucket ID, the short code your class knows it by (for example S1K-2025).',
  codeTooLong: 'The bucket ID can be at most 100 characters.',
  codeShape:
    'A bucket ID starts with a letter or digit, then holds letters, digits, spaces, dots, dashes and underscores.',
  codeTaken: (bucketId: string) =>
    `The bucket ID ${bucketId} is already used by another bucket: choose another.`,
  tooManyCourses: 'A bucket can teach from at most 20 courses.',
  saveFailed: 'The bucket could not be saved. Try again.',
} as const;

/** What the bucket form holds, as typed. */
export type BucketDraft = {
  name: string;
  bucketId: string;
  isActive: boolean;
  courseIds: string[];
};

export const EMPTY_BUCKET: BucketDraft = { name: '', bucketId: '', isActive: true, courseIds: [] };

export function draftOf(bucket: NewIpsBucket): BucketDraft {
  return { ...bucket, courseIds: [...bucket.courseIds] };
}

/** The bucket to write, or the first thing to fix (the rules' limits, said plainly). */
export function toBucket(draft: BucketDraft): { bucket: NewIpsBucket } | { error: string } {
  const name = draft.name.trim();
  const bucketId = draft.bucketId.trim();
  if (!name) return { error: BUCKET_TEXT.nameRequired };
  if (name.length > 200) return { error: BUCKET_TEXT.nameTooLong };
  if (!bucketId) return { error: BUCKET_TEXT.codeRequired };
  if (bucketId.length > 100) return { error: BUCKET_TEXT.codeTooLong };
  if (!BUCKET_ID_SHAPE.test(bucketId)) return { error: BUCKET_TEXT.codeShape };
  if (draft.courseIds.length > 20) return { error: BUCKET_TEXT.tooManyCourses };
  return { bucket: { name, bucketId, isActive: draft.isActive, courseIds: draft.courseIds } };
}

/** What a failed save says: the bucket ID taken, or that it could not be saved. */
export const bucketSaveFailure = (failure: unknown) =>
  failure instanceof BucketIdTaken
    ? BUCKET_TEXT.codeTaken(failure.bucketId)
    : BUCKET_TEXT.saveFailed;
