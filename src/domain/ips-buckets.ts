export type IpsBucket = {
  id: string;
  bucketId: string;
  name: string;
  isActive: boolean;
  courseIds: string[];
  teacherIds: string[];
  createdBy: string;
  createdAt: Date | null;
};

export type NewIpsBucket = Pick<IpsBucket, 'bucketId' | 'name' | 'isActive' | 'courseIds'>;

/** Bucket IDs are unique with case and outer spaces aside: the key of a bucket ID's claim (decision 1101). */
export const bucketIdKey = (bucketId: string) => bucketId.trim().toUpperCase();

/** What a bucket ID may hold: a letter or digit first, then letters, digits, spaces, dots, dashes, underscores. */
export const BUCKET_ID_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/;

/** The bucket ID is held by another bucket. */
export class BucketIdTaken extends Error {
  constructor(readonly bucketId: string) {
    super(`Bucket ID ${bucketId} is taken`);
  }
}
