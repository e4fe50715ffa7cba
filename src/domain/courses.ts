export type CourseStatus = 'active' | 'inactive';

export type CourseAccessLevel = 'full' | 'none';

export type Course = {
  id: string;
  name: string;
  description: string;
  status: CourseStatus;
  enrolledStudents: number;
  accessLevel: CourseAccessLevel;
  lastUpdated: string;
  icon: string;
  color: 'primary' | 'secondary';
  features: string[];
  createdBy: string;
  createdAt: Date | null;
};

export type CourseSeed = Omit<Course, 'createdAt'>;
