export type UserProfile = {
  uid: string;
  email: string;
  courseId: string | null;
  pin: string | null;
  name: string;
  displayName: string;
  enrolledCourses: string[];
  assignedRoles: string[];
  selectedRole: string | null;
  isSystemAdmin: boolean;
  active: boolean;
  mustChangePassword: boolean;
  accessCodeDescription: string | null;
  accessCodeExpiryDate: Date | null;
  createdAt: Date | null;
  lastLogin: Date | null;
  updatedAt: Date | null;
};

export type NewUserProfile = {
  uid: string;
  email: string;
  name: string;
  enrolledCourses: string[];
  assignedRoles: string[];
  selectedRole: string | null;
  isSystemAdmin: boolean;
  mustChangePassword: boolean;
};

export type RoleAssignment = Pick<UserProfile, 'assignedRoles' | 'isSystemAdmin'> & {
  selectedRole?: string | null;
};
