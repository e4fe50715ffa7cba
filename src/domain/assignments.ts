/** ipsBuckets/{bucketId}/assignments/{id}: work a teacher sets the bucket. */
export type Assignment = {
  id: string;
  title: string;
  instructions: string;
  dueDate: Date | null;
  courseId: string | null;
  createdBy: string;
  createdAt: Date | null;
};

export type AssignmentFields = Pick<Assignment, 'title' | 'instructions' | 'dueDate' | 'courseId'>;
