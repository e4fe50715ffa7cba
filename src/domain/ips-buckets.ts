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
