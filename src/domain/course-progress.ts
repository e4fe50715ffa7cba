export type CourseAnswer = { choice: string; correct: boolean };

export type CourseProgress = {
  learnerId: string;
  courseId: string;
  bucketIds: string[];
  completedLessonIds: string[];
  /** Keyed by answerKey(lessonId, questionId): a lesson's check has several questions. */
  answers: Record<string, CourseAnswer>;
  lessonCount: number;
  updatedAt: Date | null;
};

/** What one answered check adds to a learner's progress. */
export type ProgressUpdate = {
  learnerId: string;
  courseId: string;
  /** The learner's enrolledCourses (a session's or a profile's), as they are now. */
  enrolledCourses: readonly string[];
  lessonCount: number;
  answers: Record<string, CourseAnswer>;
  /** Set when the check was passed: the lesson joins completedLessonIds. */
  completedLessonId: string | null;
};
