export type SessionRecord = {
  id: string;
  name: string;
  /** The bucket its access code joined; sessions hold it as enrolledCourses[0]. */
  bucketId: string | null;
  enrolledCourses: string[];
  accessCodeDescription: string | null;
  accessCodeExpiryDate: Date | null;
  expiresAt: Date | null;
  createdAt: Date | null;
  lastLogin: Date | null;
  deleted: boolean;
};

/**
 * Runs a redemption as a new session user: `uid` is what Firebase Auth chose for an
 * anonymous sign-in, and `db` writes as that sign-in (decision 1140).
 */
export type SessionSignIn<Db> = <T>(work: (db: Db, uid: string) => Promise<T>) => Promise<T>;
