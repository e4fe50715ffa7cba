import type { Checked } from '../../lib/checked.ts';
import { endOfDay, isValid, parseISO } from 'date-fns';
import type { AccessCode, NewAccessCode } from '../../domain/access-codes.ts';
import type { AssignmentFields } from '../../domain/assignments.ts';

export const TEACHER_TEXT = {
  notFound: 'This bucket does not exist, or you do not teach it.',
  readOnly: 'You are viewing as another user: the bucket cannot be changed.',
  saveFailed: 'The change could not be saved. Try again.',
  descriptionRequired: 'Enter a description, for example the class and term.',
  descriptionTooLong: 'The description can be at most 200 characters.',
  expiryRequired: 'Enter the date the code expires.',
  expiryPast: 'The expiry date must be today or later.',
  usesInvalid: 'Enter how many times the code can be used: a whole number from 1 to 1000.',
  codeShownOnce: 'Give this code to your students. It is shown only now; copy it before leaving.',
  titleRequired: 'Enter a title for the assignment.',
  titleTooLong: 'The title can be at most 200 characters.',
  instructionsTooLong: 'The instructions can be at most 5000 characters.',
  invalidDueDate: 'Enter the due date as a date, or leave it empty.',
  feedbackTooLong: 'Feedback can be at most 5000 characters.',
  noEnrolPermission:
    'Enrolling an account needs permission to edit users; students can join with an access code.',
} as const;

export type CodeDraft = { description: string; expiryDate: string; uses: string };
export const EMPTY_CODE: CodeDraft = { description: '', expiryDate: '', uses: '30' };

/** The code to create, or what to fix. The code is valid through the end of its expiry day. */
export function toNewCode(
  draft: CodeDraft,
  bucketId: string,
  now: Date,
): { code: NewAccessCode } | { error: string } {
  const description = draft.description.trim();
  if (!description) return { error: TEACHER_TEXT.descriptionRequired };
  if (description.length > 200) return { error: TEACHER_TEXT.descriptionTooLong };
  if (!draft.expiryDate) return { error: TEACHER_TEXT.expiryRequired };
  const day = parseISO(draft.expiryDate);
  if (!isValid(day)) return { error: TEACHER_TEXT.expiryRequired };
  const expiryDate = endOfDay(day);
  if (expiryDate.getTime() <= now.getTime()) return { error: TEACHER_TEXT.expiryPast };
  const uses = Number(draft.uses);
  if (!/^\d+$/.test(draft.uses.trim()) || uses < 1 || uses > 1000) {
    return { error: TEACHER_TEXT.usesInvalid };
  }
  return { code: { bucketId, description, expiryDate, usesLeft: uses } };
}

export type AssignmentDraft = {
  title: string;
  instructions: string;
  dueDate: string;
  courseId: string;
};
export const EMPTY_ASSIGNMENT: AssignmentDraft = {
  title: '',
  instructions: '',
  dueDate: '',
  courseId: '',
};

/** The assignment to write, or what to fix; a due date is due by the end of that day. */
export function toAssignmentFields(draft: AssignmentDraft): Checked<AssignmentFields> {
  const title = draft.title.trim();
  if (!title) return { error: TEACHER_TEXT.titleRequired };
  if (title.length > 200) return { error: TEACHER_TEXT.titleTooLong };
  if (draft.instructions.trim().length > 5000) return { error: TEACHER_TEXT.instructionsTooLong };
  const day = draft.dueDate ? parseISO(draft.dueDate) : null;
  if (day && !isValid(day)) return { error: TEACHER_TEXT.invalidDueDate };
  return {
    value: {
      title,
      instructions: draft.instructions.trim(),
      dueDate: day ? endOfDay(day) : null,
      courseId: draft.courseId || null,
    },
  };
}

/** How a code stands now, as its list shows it. */
export function codeStatus(code: AccessCode, now: Date): string {
  if (!code.active) return 'Deactivated';
  if (code.expiryDate && code.expiryDate.getTime() <= now.getTime()) return 'Expired';
  if (code.usesLeft <= 0) return 'Used up';
  return 'Active';
}
