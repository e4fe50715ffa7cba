export type SubmissionStatus = 'submitted' | 'reviewed';

/** ipsBuckets/{bucketId}/submissions/{learnerId}__{assignmentId}: one learner's work on one assignment. */
export type Submission = {
  id: string;
  learnerId: string;
  learnerName: string;
  assignmentId: string;
  text: string;
  submittedAt: Date | null;
  status: SubmissionStatus;
  feedback: string;
  reviewedAt: Date | null;
  reviewedBy: string | null;
};

export type SubmissionTarget = {
  bucket: { id: string; name: string; teacherIds: readonly string[] };
  assignment: { id: string; title: string };
  learner: { id: string; name: string };
};
