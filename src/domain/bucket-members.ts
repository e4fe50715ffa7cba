export type MemberKind = 'session' | 'account';

/** ipsBuckets/{bucketId}/members/{learnerId}: a student of the bucket. */
export type BucketMember = {
  learnerId: string;
  name: string;
  kind: MemberKind;
  joinedAt: Date | null;
};
