export type AccessCode = {
  code: string;
  bucketId: string;
  description: string;
  expiryDate: Date | null;
  usesLeft: number;
  active: boolean;
  createdBy: string;
  createdAt: Date | null;
};

export type NewAccessCode = Pick<AccessCode, 'bucketId' | 'description' | 'usesLeft'> & {
  expiryDate: Date;
};
