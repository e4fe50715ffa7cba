import { describe, expect, it } from 'vitest';
import type { Assignment } from '../../domain/assignments.ts';
import type { Submission } from '../../domain/submissions.ts';
import { STUDENT_TEXT, isOverdue, submissionTextError } from './student-bucket.ts';

const now = new Date('2027-03-10T12:00:00Z');
const assignment = (dueDate: Date | null): Assignment => ({
  id: 'a',
  title: 'Essay',
  instructions: '',
  dueDate,
  courseId: null,
  createdBy: 't',
  createdAt: null,
});

describe('isOverdue', () => {
  it('is overdue only past the due date with nothing submitted', () => {
    const past = assignment(new Date('2027-03-09T23:59:59Z'));
    expect(isOverdue(past, null, now)).toBe(true);
    expect(isOverdue(past, {} as Submission, now)).toBe(false);
    expect(isOverdue(assignment(new Date('2027-03-11T00:00:00Z')), null, now)).toBe(false);
    expect(isOverdue(assignment(null), null, now)).toBe(false);
  });
});

describe('submissionTextError', () => {
  it('needs some text within the limit', () => {
    expect(submissionTextError('   ')).toBe(STUDENT_TEXT.textRequired);
    expect(submissionTextError('x'.repeat(20001))).toBe(STUDENT_TEXT.textTooLong);
    expect(submissionTextError(' An answer ')).toBeNull();
  });
});
