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
