import type { Assignment } from '../../domain/assignments.ts';
import type { Submission } from '../../domain/submissions.ts';

export const STUDENT_TEXT = {
  notEnrolled: 'You are not enrolled in this bucket, or it no longer exists.',
  inactive: 'This bucket is inactive: it accepts no submissions.',
  readOnly: 'You are viewing as another user: work cannot be submitted.',
  textRequired: 'Write your work before submitting it.',
  textTooLong: 'Your work can be at most 20000 characters.',
  submitFailed: 'Your work could not be submitted. Try again.',
  refused:
    'Your work was not accepted: the bucket is inactive, or you are not one of its students. Ask your teacher.',
} as const;

/** Past its due date with nothing submitted. */
export function isOverdue(assignment: Assignment, submission: Submission | null, now: Date) {
  return (
    assignment.dueDate !== null &&
    assignment.dueDate.getTime() < now.getTime() &&
    submission === null
  );
}

/** The text to submit, or what to fix. */
export function submissionTextError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return STUDENT_TEXT.textRequired;
  if (trimmed.length > 20000) return STUDENT_TEXT.textTooLong;
  return null;
}
